#!/usr/bin/env bash
# Batch 285: one package of the npm registry, fetched with `npm pack color-name-list@14.51.0`
# (nothing is installed or run; the tarball is checked against `npm view color-name-list@14.51.0
# dist.integrity` and extracted with tar into ex/cnl): src/colornames.csv, 31,918 named colours
# (meodai/color-names).  tables.py reads it with pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-284, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 285   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm color-name-list 14.51.0 color-name-list-14.51.0.tgz cnl
sha256sum ex/cnl/package/src/colornames.csv | tee "$OUT/data_sha256.log"
TABLES="cnl_basic_term11"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
