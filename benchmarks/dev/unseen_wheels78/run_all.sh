#!/bin/bash
# Seventy-eighth outside check of DPForestClassifier's default on German-linguistics tables: the
# noun entries of the German Wiktionary that the wheel of german-nouns 1.2.5 ships
# (german_nouns/nouns.csv) -- how a common noun forms its plural (-(e)n, -e, umlaut and -e, -er,
# none, umlaut alone, -s, other), from its gender and columns read from its singular's spelling
# (letters, syllables, umlauts, foreign letters, last letter, last vowel, suffix...): 72,845
# nouns; and which gender (m, f, n) a place name takes, from the same spelling columns: 834
# place names.
# The pre-check (README) decided which tables run: the first candidate passed; the second
# (gn_variable_gender) failed and its reserve (gn_toponym_gender) runs in its place; the first's
# reserve (gn_noun_gender) was not needed and does not run.
# pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels78}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen78}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/german_nouns)
"$FIRST/fetch_wheels.sh" german-nouns==1.2.5
# the tables that passed the non-private pre-check (README)
TABLES="gn_noun_plural_class gn_toponym_gender"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
