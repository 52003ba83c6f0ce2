#!/usr/bin/env bash
# Batch 279: one package of the npm registry, fetched with `npm pack name-suggestion-index@8.0.20260918`
# (nothing is installed or run; the tarball is checked against `npm view ... dist.integrity` and
# extracted with tar into ex/nsi): the OpenStreetMap name-suggestion-index (dist/json/nsi.json and
# dist/wikidata/wikidata.json).  tables.py reads them with json / pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-241, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 279   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm name-suggestion-index 8.0.20260918 name-suggestion-index-8.0.20260918.tgz nsi
sha256sum ex/nsi/package/dist/json/nsi.json ex/nsi/package/dist/wikidata/wikidata.json | tee "$OUT/data_sha256.log"
TABLES="nsi_brand_key8"   # passed the pre-check (+4.7); its reserve nsi_tree4 not run
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
