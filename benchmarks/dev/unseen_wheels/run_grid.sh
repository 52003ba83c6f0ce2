#!/bin/bash
# The grid of an outside batch, run from its $UNSEEN_DIR with its wheels unpacked under ex/:
# tables.log, then 3 and 10 seeds (SEEDS_LIST) in two processes (one per core; each resumable;
# merged afterwards), the reports, and a copy of the records into $OUT.
# Usage: run_grid.sh TABLES_DIR OUT "SMALL tables" "LARGE tables"
set -e
TABLES=$1 OUT=$2 SMALL=$3 LARGE=$4
FIRST=$(cd "$(dirname "$0")" && pwd)   # this batch's harness scripts
export UNSEEN_TABLES=$TABLES OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
python3 "$TABLES/tables.py" > tables.log                          # n, p, C, majority per table
for s in ${SEEDS_LIST:-3 10}; do
  UNSEEN_OUT=results_${s}_a.csv UNSEEN_SEEDS=$s nice -n 10 python3 "$FIRST/run_bench.py" $SMALL > run${s}_a.log &
  UNSEEN_OUT=results_${s}_b.csv UNSEEN_SEEDS=$s nice -n 10 python3 "$FIRST/run_bench.py" $LARGE > run${s}_b.log
  wait
  python3 -c "import pandas as pd; pd.concat([pd.read_csv('results_${s}_a.csv'), pd.read_csv('results_${s}_b.csv')]).to_csv('results_${s}.csv', index=False)"
done
cp results_3.csv results.csv; cp results_10.csv results_10seeds.csv
python3 "$FIRST/analyze.py" results.csv > report_tables.md;          cp cells.csv cells_3seeds.csv
python3 "$FIRST/analyze.py" results_10seeds.csv > report_tables_10seeds.md; cp cells.csv cells_10seeds.csv
python3 "$FIRST/compact.py" results.csv > compact_results.md
python3 "$FIRST/compact.py" results_10seeds.csv > compact_results_10seeds.md
mkdir -p "$OUT"
cp tables.log results.csv results_10seeds.csv report_tables*.md cells_*seeds.csv compact_results*.md "$OUT/"
