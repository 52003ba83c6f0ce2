#!/usr/bin/env bash
# Batch 152: basis_set_exchange 0.12 (MolSSI Basis Set Exchange; BSD-3-Clause): its published
# Gaussian basis sets, one row an element of a basis set.  Whether an element's fitting basis is
# an RI (rifit) basis or another fitting basis (2 classes, 2,533 rows), and which of five families
# (jensen, dunning, pople, ano, lehtola_hgbs) an orbital basis set for H-Ar belongs to (5 classes,
# 3,390 rows), from the element's shell structure.  Reserves bse_aux_coulomb and
# bse_orbital_family3 (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 152   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/basis_set_exchange-0.12-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels basis_set_exchange==0.12
[ -d ex/bse ] || python3 -m zipfile -e $W ex/bse
TABLES="bse_aux_rifit bse_orbital_family5"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
