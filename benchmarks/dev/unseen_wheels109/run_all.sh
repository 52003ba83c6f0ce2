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
. "$HERE/../unseen_wheels/batch_frame.sh" 109   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/tzdata-2026.6-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels tzdata==2026.6
[ -d ex/tzdata ] || python3 -m zipfile -e $W ex/tzdata
TABLES="tz_dst_transition tz_zone_area"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
