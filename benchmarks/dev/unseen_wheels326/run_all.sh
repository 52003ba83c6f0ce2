#!/usr/bin/env bash
# Batch 326: one Debian bookworm package, fetched with `apt-get download darktable=4.2.1-4`
# (nothing is installed or run; md5 checked against the value below, which equals
# `apt-cache show`'s MD5sum; extracted with dpkg-deb -x into ex/): darktable 4.2.1-4
# (usr/share/darktable/rawspeed/cameras.xml, the rawspeed camera database).  tables.py reads the
# XML with ElementTree.  The grid uses the first batch's run_bench.py / analyze.py / compact.py
# (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 326   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb darktable_4.2.1-4_amd64.deb darktable=4.2.1-4 1d3f12801a365763338d8e62fba31756
echo "darktable_4.2.1-4_amd64.deb sha256 $(sha256sum debs/darktable_4.2.1-4_amd64.deb | cut -d' ' -f1) (want 68f31b90862a6be7c53d3df52aa32747ca22aeb75396ea3e944bd9317327ca76)" | tee "$OUT/deb_sha256.log"
sha256sum ex/usr/share/darktable/rawspeed/cameras.xml | tee "$OUT/data_sha256.log"
TABLES="dt_camera_maker"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
