#!/usr/bin/env bash
# Batch 329: one package of the npm registry, fetched with `npm pack @kaoto/camel-catalog@0.10.4`
# (nothing is installed or run; the tarball is checked against `npm view
# @kaoto/camel-catalog@0.10.4 dist.integrity` and extracted with tar into ex/kaoto): the Apache
# Camel component catalogue (camel-main 4.22.1) that Kaoto bundles as JSON.  tables.py reads it with
# json / pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading
# this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-303,
# the log header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 329   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @kaoto/camel-catalog 0.10.4 kaoto-camel-catalog-0.10.4.tgz kaoto
sha256sum ex/kaoto/package/dist/camel-catalog/camel-main/4.22.1/camel-catalog-aggregate-components-*.json \
  ex/kaoto/package/dist/camel-catalog/camel-quarkus/3.36.0/camel-catalog-aggregate-components-*.json \
  | tee "$OUT/data_sha256.log"
TABLES="camel_component_label11"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
