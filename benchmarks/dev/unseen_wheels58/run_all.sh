#!/bin/bash
# Fifty-eighth outside check of DPForestClassifier's default on public-health tables: the 2021
# national Youth Risk Behavior Survey of the US Centers for Disease Control and Prevention as the
# wheel of mobilizr-python 1.85 ships it (mobilizr_python/data/cdc.csv, 17,232 high-school
# students): whether a student reports having felt sad or hopeless almost every day for two
# weeks or more in a row in the past year, among the students aged 17 or younger (15,864) and
# among those aged 18 or older (1,008), from the student's other answers.  The pre-check (README)
# kept both; the two reserves in tables.py were not needed and do not run.  pip download
# --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels58}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen58}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (the wheel, unpacked under ex/mobilizr_python)
"$FIRST/fetch_wheels.sh" mobilizr-python==1.85
# the tables that passed the non-private pre-check (README: both kept in its one round; the
# two weight-view reserves were not needed)
TABLES="yrbs21_depressed_u18 yrbs21_depressed_18plus"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
