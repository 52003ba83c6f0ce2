#!/bin/bash
# Fiftieth outside check of DPForestClassifier's default on education records as the wheel of
# student-esm 1.0 ships them (the study sessions university students reported in an
# experience-sampling study, Michigan State RLDL Lab: what a student was doing, in every report;
# who a student was with, in the reports of July 2020 - December 2021; the round-1 failures
# esm_first_company and esm_first_plan, the unneeded reserves esm_study_company and
# esm_postpandemic_company do not run); pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels50}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen50}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" student-esm==1.0   # the first batch's fetch
# the tables that passed the non-private pre-check, in its stated order (README: round 1 kept
# esm_study_activity; esm_first_company and its reserve esm_first_plan failed, esm_study_company
# was a reserve not needed; round 2 kept esm_pandemic_company, its reserve
# esm_postpandemic_company not needed; the loaders of all six stay in tables.py)
TABLES="esm_study_activity esm_pandemic_company"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
