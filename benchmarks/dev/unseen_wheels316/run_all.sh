#!/usr/bin/env bash
# Batch 316: one Debian bookworm package other than R's, fetched with `apt-get download PKG=VERSION`
# (nothing is installed; md5 checked against the value below, which equals `apt-cache show`'s
# MD5sum; extracted with dpkg-deb -x into ex/): musescore3-common 3.2.3+dfsg2-16
# (usr/share/mscore3-3.2/instruments/instruments.xml: MuseScore's catalogue of musical
# instruments).  tables.py parses it with the standard library and pandas.  The grid uses the
# first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid (header from
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 316   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb musescore3-common_3.2.3+dfsg2-16_all.deb musescore3-common=3.2.3+dfsg2-16 \
  ff4debf2483eba3daeda3980f624d71e
sha256sum ex/usr/share/mscore3-3.2/instruments/instruments.xml | tee "$OUT/data_sha256.log"
TABLES="ms3_instrument_group10"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
