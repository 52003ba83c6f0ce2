#!/usr/bin/env bash
# Batch 128: arramooz-pysqlite 0.4.2 (Taha Zerrouki's Arramooz Alwaseet Arabic dictionary, built
# from Ayaspell's manually collected data): a triliteral verb's imperfect stem vowel, u or i
# (2 classes, 4,618 verbs), and a derived noun's morphological category (7 classes, 2,559 nouns),
# both from the entry's letters and the dictionary's flags.  Both first choices passed the
# pre-check (README); the reserves arverb_transitive and arnoun_derived_category6 (both passed) do
# not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 128   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/arramooz_pysqlite-0.4.2-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels arramooz-pysqlite==0.4.2
[ -d ex/arramooz ] || python3 -m zipfile -e $W ex/arramooz
TABLES="arverb_imperfect_vowel arnoun_derived_category"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
