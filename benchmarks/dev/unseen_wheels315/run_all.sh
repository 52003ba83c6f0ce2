#!/usr/bin/env bash
# Batch 315: one Debian bookworm package other than R's, fetched with `apt-get download PKG=VERSION`
# (nothing is installed; md5 checked against the value below, which equals `apt-cache show`'s
# MD5sum; extracted with dpkg-deb -x into ex/): osinfo-db 0.20221130-2
# (usr/share/osinfo/os/*/*.xml: libosinfo's catalogue of operating-system releases).  tables.py
# parses them with the standard library and pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds, through batch_frame.sh's export_grid (header from
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 315   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb osinfo-db_0.20221130-2_all.deb osinfo-db=0.20221130-2 ffa8b8d63eb23bf5e954f0495c376f56
( cd ex/usr/share/osinfo/os && find . -name '*.xml' | LC_ALL=C sort | xargs sha256sum ) \
  | sha256sum | sed 's/-$/(sha256 of the sorted per-file sha256 list of os\/*\/*.xml)/' \
  | tee "$OUT/data_sha256.log"
TABLES="osinfo_vendor15"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
