#!/usr/bin/env bash
# Batch 277: one package of the npm registry, fetched with `npm pack wappalyzer@6.10.66` (nothing
# is installed or run; the tarball is checked against `npm view wappalyzer@6.10.66 dist.integrity`
# and extracted with tar into ex/wz): Wappalyzer's technology database (technologies/*.json,
# categories.json; GPL-3.0, the last open-source release).  tables.py reads it with json / pandas.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, via batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 277   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm wappalyzer 6.10.66 wappalyzer-6.10.66.tgz wz
sha256sum ex/wz/package/categories.json ex/wz/package/technologies/*.json | tee "$OUT/data_sha256.log"
TABLES="wappalyzer_category15"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
