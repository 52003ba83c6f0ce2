#!/usr/bin/env bash
# Batch 308: one Debian bookworm package other than R's, fetched with `apt-get download PKG=VERSION`
# (nothing is installed; md5 checked against the value below, which equals `apt-cache show`'s
# MD5sum; extracted with dpkg-deb -x into ex/): weather-util-data 2.4.4-2
# (usr/share/weather-util/places.gz, US Census 2022 Gazetteer places with their nearest NWS
# station and zone).  tables.py parses it with the standard library and pandas.  The grid
# uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid (header
# from `git rev-parse HEAD` and `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 308   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb weather-util-data_2.4.4-2_all.deb weather-util-data=2.4.4-2 643fe58733adce605e35c3b7f1cc13f7
sha256sum ex/usr/share/weather-util/places.gz | tee "$OUT/data_sha256.log"
TABLES="us_place_type"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
