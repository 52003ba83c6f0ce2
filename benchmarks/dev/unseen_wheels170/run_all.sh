#!/usr/bin/env bash
# Batch 170: hyperglot 0.8.2 (Rosetta Type's Hyperglot; Apache-2.0): its language / orthography
# database (hyperglot/data/*.yaml, 806 languages).  Is a language entry verified (2 classes, 800
# rows) and the script of a language's first orthography (Latin / Cyrillic / Arabic / other; 4
# classes, 800 rows), from speakers, status and the orthography's structure (counts of base,
# uppercase, auxiliary, mark and punctuation characters).  Reserves hg_living and hg_validity3
# (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 170   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/hyperglot-0.8.2-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels hyperglot==0.8.2
[ -d ex/hyperglot ] || python3 -m zipfile -e $W ex/hyperglot
TABLES="hg_verified hg_script4"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
