#!/usr/bin/env bash
# Batch 109: tzdata 2026.6 (the IANA time zone database as Python's zoneinfo data package): whether
# a recorded clock change of 1970-1999 goes into daylight saving time (2 classes, 7,675 rows) and a
# zone's area from its clock history (8 classes, 406 rows).  Both first choices passed the
# pre-check (README); the reserve tz_dst_transition8009 (passed) does not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels
OUT=${OUT:-$HERE/../../results/unseen_wheels109}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen109}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
mkdir -p wheels ex
W=wheels/tzdata-2026.6-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels tzdata==2026.6
[ -d ex/tzdata ] || python3 -m zipfile -e $W ex/tzdata
TABLES="tz_dst_transition tz_zone_area"
python3 "$HERE/tables.py" $TABLES > tables.log
cp tables.log "$OUT/"
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
