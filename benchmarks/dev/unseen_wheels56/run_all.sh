#!/bin/bash
# Fifty-sixth outside check of DPForestClassifier's default on retail / consumer tables: video
# game sales by game and platform as the wheel of dataidea 0.1.24 ships them (vgsales.csv, the
# Kaggle "Video Game Sales" table scraped from VGChartz): the maker of the platform a game was
# released on (Nintendo, Sony, Microsoft, PC) from its year, genre, publisher and its sales in
# North America, Europe, Japan and other regions, every release of 2006-2011 (7,465) and every
# release of 2015-2016 (958).  The pre-check (README) kept both; the two reserves in tables.py
# were not needed and do not run.  pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels56}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen56}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (the wheel, unpacked under ex/dataidea)
"$FIRST/fetch_wheels.sh" dataidea==0.1.24
# the tables that passed the non-private pre-check (README: both kept in its one round; the
# 1995-2005 and 2013-2014 reserves were not needed)
TABLES="vg_platform_maker_2006_2011 vg_platform_maker_2015_2016"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
