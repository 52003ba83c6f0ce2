#!/usr/bin/env bash
# Batch 301: one Debian bookworm package other than R's, fetched with `apt-get download
# PKG=VERSION` (nothing is installed; md5 checked against the value below, which equals the
# archive's MD5sum in `apt-cache show`; extracted with dpkg-deb -x into ex/): scid-spell-data
# 202104-1 (usr/share/scid/data/spelling.ssp: Scid's player file with the FIDE rating list of
# April 2021).  tables.py parses it with Python / pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds, with the log header of batch_frame.sh's export_grid (written by
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 301   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb scid-spell-data_202104-1_all.deb scid-spell-data=202104-1 f57ad54cda0aa41a2bdafb21143e23cc
sha256sum ex/usr/share/scid/data/spelling.ssp | tee "$OUT/data_sha256.log"
TABLES="scid_fide_open_title"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
