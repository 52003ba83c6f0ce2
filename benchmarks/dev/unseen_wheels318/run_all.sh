#!/usr/bin/env bash
# Batch 318: one Debian bookworm package other than R's, fetched with `apt-get download PKG=VERSION`
# (nothing is installed; md5 checked against the value below, which equals `apt-cache show`'s
# MD5sum; extracted with dpkg-deb -x into ex/): sweethome3d-furniture 1.8-1
# (usr/share/sweethome3d/furniture/*.sh3f: Sweet Home 3D's additional furniture libraries, 820
# catalogued 3D models).  tables.py reads the zip archives with the standard library and pandas.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid
# (header from `git rev-parse HEAD` and `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 318   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb sweethome3d-furniture_1.8-1_all.deb sweethome3d-furniture=1.8-1 \
  57054de59b06428385d01875f9343175
sha256sum ex/usr/share/sweethome3d/furniture/*.sh3f | tee "$OUT/data_sha256.log"
TABLES="sh3d_furniture_category11"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
