#!/bin/bash
# Generated table shapes (tiny, many classes, wide, all-categorical, XOR of two categoricals,
# 99:1 / 95:5 imbalance, junk columns, signal in missingness, generous bounds, heavy tails): the
# default against dpforest's other eight forests, 6 stratified 70/30 splits x eps 0.1/0.5/1/2,
# about 25 minutes on 2 cores.  From the repository's root:
#   bash benchmarks/dev/extreme_shapes/run_all.sh && python3 benchmarks/dev/extreme_shapes/report.py
# (follow-ups: probe_followup.py grid|xor|auc|manyclass|tiny, probe_auc.py, probe_auc_variants.py)
set -e
OUT=${EXTREME_SHAPES_OUT:-benchmarks/results/extreme_shapes}
mkdir -p "$OUT"
export DPFOREST_PROGRESS=0 NUMBA_NUM_THREADS=1 OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
python3 benchmarks/dev/extreme_shapes/run.py 0 2 > "$OUT/log_0.txt" 2>&1 &
python3 benchmarks/dev/extreme_shapes/run.py 1 2 > "$OUT/log_1.txt" 2>&1 &
wait
