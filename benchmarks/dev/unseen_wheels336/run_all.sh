#!/usr/bin/env bash
# Batch 336: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): statsmodels 0.15.0
# (statsmodels/treatment/tests/results/cataneo2.csv, Cattaneo 2010's Pennsylvania births; the
# table is the reserve, sm_cattaneo2_married, after sm_cattaneo2_smoker failed the pre-check).
# tables.py reads it with pandas.  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds,
# through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 336   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=statsmodels-0.15.0-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl
fetch_wheel $W statsmodels==0.15.0 b67886b66d9c7ca118526accedb5c6de7ffd74c015dc0492ea0b1690192b65da
[ -d ex/statsmodels ] || python3 -m zipfile -e wheels/$W ex/statsmodels
sha256sum ex/statsmodels/statsmodels/treatment/tests/results/cataneo2.csv | tee "$OUT/data_sha256.log"
TABLES="sm_cattaneo2_married"   # the chosen sm_cattaneo2_smoker failed the pre-check (+0.9); its reserve
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
