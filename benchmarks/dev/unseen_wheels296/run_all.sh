#!/usr/bin/env bash
# Batch 296: one package of the npm registry, fetched with `npm pack @shabados/database@4.8.3`
# (nothing is installed or run; the tarball is checked against `npm view
# @shabados/database@4.8.3 dist.integrity` and extracted with tar into ex/shabados):
# build/database.sqlite, the Shabad OS open Gurbani database.  tables.py reads it with sqlite3 /
# pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-292, the
# log header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 296   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @shabados/database 4.8.3 shabados-database-4.8.3.tgz shabados
sha256sum ex/shabados/package/build/database.sqlite | tee "$OUT/data_sha256.log"
TABLES="shabados_sggs_writer"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
