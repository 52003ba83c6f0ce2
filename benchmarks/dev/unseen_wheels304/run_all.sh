#!/usr/bin/env bash
# Batch 304: one Debian bookworm package other than R's, fetched with `apt-get download
# PKG=VERSION` (nothing is installed; md5 checked against the value below, which equals the
# archive's MD5sum; extracted with dpkg-deb -x into ex/): libncarg-data 6.6.2.dfsg.1-1 (source
# ncl; data/cdf/950318_sao.cdf: hourly SAO/METAR surface weather reports of 18 March 1995).
# tables.py reads it with scipy.io.netcdf_file.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds, through batch_frame.sh's export_grid (header from `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 304   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb libncarg-data_6.6.2.dfsg.1-1_all.deb libncarg-data=6.6.2.dfsg.1-1 \
  4cf1acd69c6d5c85c55a9126032e84ef
sha256sum ex/usr/share/ncarg/data/cdf/950318_sao.cdf | tee "$OUT/data_sha256.log"
TABLES="ncl_sao_wx9"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
