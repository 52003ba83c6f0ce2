#!/usr/bin/env bash
# Batch 305: one Debian bookworm package other than R's, fetched with `apt-get download PKG=VERSION`
# (nothing is installed; md5 checked against the value below, which equals `apt-cache show`'s
# MD5sum; extracted with dpkg-deb -x into ex/): nmap-common 7.93+dfsg1-1
# (usr/share/nmap/nmap-os-db, Nmap's OS-detection reference fingerprints).  tables.py parses
# it with the standard library and pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds, through batch_frame.sh's export_grid (header from `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 305   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb nmap-common_7.93+dfsg1-1_all.deb nmap-common=7.93+dfsg1-1 4c6d3ed20d6d05d26dded8fbc7429bf8
sha256sum ex/usr/share/nmap/nmap-os-db | tee "$OUT/data_sha256.log"
TABLES="nmap_device_type"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
