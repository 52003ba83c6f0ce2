#!/bin/bash
# run_specs.sh LISTFILE OUT.csv SEEDS : one spec a line (unseen:B:a,b / auto:OFF:LIM:MINF:MAXF),
# one fitting process at a time, threads 1, nice 10, from the export.  Resumable.
cd /tmp/exportmc
export PYTHONPATH=/tmp/exportmc/src OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 REFIT_EXPORT=/tmp/exportmc
while read -r spec; do
  [ -z "$spec" ] && continue
  nice -n 10 python3 benchmarks/dev/manyclass_depth/manyclass_depth_eval.py "$spec" "$2" "$3"
done < "$1"
