#!/bin/bash
# Forty-ninth outside check of DPForestClassifier's default on public health and clinical records
# as the wheel of survivors 1.8.0 ships them (a COVID-19 inpatient's death, Tongji Hospital, Wuhan,
# Yan et al. 2020; a SMART study patient's diabetes, UMC Utrecht; the round-1 failures
# smart_smoking and smart_albuminuria do not run); pip download --no-deps: nothing is installed
# or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels49}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen49}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" survivors==1.8.0   # the first batch's fetch
# the tables that passed the non-private pre-check, in its stated order (README: round 1 kept
# covid_wuhan_death; smart_smoking and the reserve smart_albuminuria failed and do not run, their
# loaders stay in tables.py; round 2 kept smart_diabetes)
TABLES="covid_wuhan_death smart_diabetes"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
