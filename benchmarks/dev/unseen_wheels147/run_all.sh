#!/usr/bin/env bash
# Batch 147: dartassembler 1.1.1 (DART, CCEM group TCD; MIT): its MetaLig database of 41,018
# ligands cut out of Cambridge Structural Database transition-metal complexes.  Which group-9
# metal (Co, Rh, Ir) a ligand was bound to (3 classes, 2,689 rows), and whether a ligand of one
# 3d metal is anionic or neutral (2 classes, 14,494 rows), from the ligand's composition, donor
# atoms, donor geometry and shape.  Reserves metalig_group8_metal and metalig_4d5d_anionic
# (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 147   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/dartassembler-1.1.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels dartassembler==1.1.1
[ -d ex/dart ] || python3 -m zipfile -e $W ex/dart
TABLES="metalig_group9_metal metalig_3d_anionic"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
