#!/usr/bin/env bash
# Batch 251: one package of the npm registry, fetched with `npm pack bangumi-data@0.3.208` (nothing
# is installed or run; the tarball is checked against `npm view bangumi-data@0.3.208 dist.integrity`
# and extracted with tar into ex/bd): bangumi-data's dist/data.json (anime works and their
# sites, CC-BY-4.0).  tables.py reads it with json / pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-221, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 251   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm bangumi-data 0.3.208 bangumi-data-0.3.208.tgz bd
sha256sum ex/bd/package/dist/data.json | tee "$OUT/data_sha256.log"
TABLES="bangumi_type4"   # its reserve bangumi_tvweb2 is run only if this one fails the pre-check
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
