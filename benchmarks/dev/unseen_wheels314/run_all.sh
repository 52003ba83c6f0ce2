#!/usr/bin/env bash
# Batch 314: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): statsmodels 0.14.5
# (statsmodels/datasets/star98/star98.csv, California STAR 1998 district test results).  tables.py
# reads it with pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py
# (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through
# batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 314   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=statsmodels-0.14.5-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl
fetch_wheel $W statsmodels==0.14.5 f402fc793458dd6d96e099acb44cd1de1428565bf7ef3030878a8daff091f08a
[ -d ex/statsmodels ] || python3 -m zipfile -e wheels/$W ex/statsmodels
sha256sum ex/statsmodels/statsmodels/datasets/star98/star98.csv | tee "$OUT/data_sha256.log"
TABLES="star98_math_above"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
