#!/usr/bin/env bash
# Batch 307: one Debian bookworm package other than R's, fetched with `apt-get download
# PKG=VERSION` (nothing is installed; md5 checked against the value below, which equals the
# archive's MD5sum; extracted with dpkg-deb -x into ex/): glabels-data 3.4.1-4 (source glabels;
# libglabels-3.0/templates/*-templates.xml: gLabels' database of commercial label / card sheets).
# tables.py reads it with xml.etree.  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds,
# through batch_frame.sh's export_grid (header from `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 307   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb glabels-data_3.4.1-4_all.deb glabels-data=3.4.1-4 cc2ca9751beac8f760ca94eb38a0becc
sha256sum ex/usr/share/libglabels-3.0/templates/*-templates.xml | tee "$OUT/data_sha256.log"
TABLES="glabels_brand11"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
