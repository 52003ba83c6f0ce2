#!/usr/bin/env bash
# Batch 310: one Debian bookworm package other than R's, fetched with `apt-get download
# PKG=VERSION` (nothing is installed; md5 checked against the value below, which equals the
# archive's MD5sum; extracted with dpkg-deb -x into ex/): pychess 1.0.3-1
# (usr/share/pychess/learn/puzzles/*.olv, the yacpdb.org chess problems of 14 composers).
# tables.py reads them with PyYAML (safe_load).  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds; the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only (batch_frame.sh's export_grid).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 310   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb pychess_1.0.3-1_all.deb pychess=1.0.3-1 4ea25e3b9253f0ae46c93a9d9dbfd5d5
sha256sum ex/usr/share/pychess/learn/puzzles/*.olv | tee "$OUT/data_sha256.log"
TABLES="yacpdb_composer"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
