#!/usr/bin/env bash
# Batch 207: Debian bookworm's libfann-doc 2.2.0+ds-8 (FANN's API documentation and examples), fetched
# with `apt-get download libfann-doc=2.2.0+ds-8` (nothing is installed; md5 checked against the value
# below, which equals the archive's MD5sum; extracted with dpkg-deb -x into ex/):
# examples/datasets/thyroid.train + thyroid.test (PROBEN1 thyroid = UCI ann-thyroid): the 3 classes on
# all 7,200 rows.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO to
# the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 207   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb libfann-doc_2.2.0+ds-8_all.deb libfann-doc=2.2.0+ds-8 e7328717ff60b3c6fc559c02bff71c31
TABLES="fann_thyroid3"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
