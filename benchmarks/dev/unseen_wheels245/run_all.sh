#!/usr/bin/env bash
# Batch 245: one package of the npm registry, fetched with `npm pack date-holidays@3.37.0`
# (nothing is installed or run; the tarball is checked against `npm view date-holidays@3.37.0
# dist.integrity` and extracted with tar into ex/dh): data/holidays.json, the holidays of 207
# countries with their states and regions.  tables.py reads it with json / pandas.  The grid
# uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-244, the log header is
# written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 245   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm date-holidays 3.37.0 date-holidays-3.37.0.tgz dh
sha256sum ex/dh/package/data/holidays.json | tee "$OUT/data_sha256.log"
TABLES="holiday_type5"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
