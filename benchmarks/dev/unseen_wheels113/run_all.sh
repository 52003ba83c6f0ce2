#!/usr/bin/env bash
# Batch 113: equilibrator-cache-data 0.1.0 (eQuilibrator's mini compound cache: the KEGG and BiGG
# compounds with their composition, pKa values, microspecies and Mg2+ dissociation constants):
# whether a compound has a ModelSEED accession (2 classes, 22,197 rows) and the charge at pH 7 of
# a compound with measured Mg2+ constants (4 classes, 464 rows).  Both first choices passed the
# pre-check (README); the reserves eq_in_bigg (failed) and eq_mg_charge3 (passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 113   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/equilibrator_cache_data-0.1.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels equilibrator-cache-data==0.1.0
[ -d ex/equilibrator_cache_data ] || python3 -m zipfile -e $W ex/equilibrator_cache_data
TABLES="eq_in_seed eq_mg_charge"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
