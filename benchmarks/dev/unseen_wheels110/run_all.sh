#!/bin/bash
# 110th outside check of DPForestClassifier's default on the census of hyperbolic 3-manifolds that
# one pure-Python wheel ships (snappy_manifolds 1.4): the number of tetrahedra (4 / 5 / 6) of a
# non-orientable cusped census manifold from its volume and homology (3 classes, 363 rows).
# Only this table passed the pre-check (README): the 2-class candidates snappy_closed_h1_cyclic
# and snappy_cusped8_torsion_free and the 3-class first choice snappy_knot_tets failed it, so this
# batch has no 2-class table.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# REPO defaults to the checkout holding this script; when the script runs from a `git archive`
# export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 110   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
# the wheel, downloaded and unzipped (not installed; one already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex/snappy
W=wheels/snappy_manifolds-1.4-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels snappy-manifolds==1.4
[ -d ex/snappy/snappy_manifolds ] || unzip -q $W -d ex/snappy
# the table that passed the non-private pre-check (README)
TABLES="snappy_nonor_tets"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
