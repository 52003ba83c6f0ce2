#!/usr/bin/env bash
# Batch 313: one Debian bookworm package other than R's, fetched with `apt-get download PKG=VERSION`
# (nothing is installed; md5 checked against the value below, which equals `apt-cache show`'s
# MD5sum; extracted with dpkg-deb -x into ex/): gpredict 2.3-72-gc596101-3
# (usr/share/gpredict/data/satdata: CelesTrak's NORAD element sets of January 2018 and its group
# lists).  tables.py parses them with the standard library and pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid (header from
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 313   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb gpredict_2.3-72-gc596101-3_amd64.deb gpredict=2.3-72-gc596101-3 94b2a510b4e8a949b51709fa34619d72
sha256sum ex/usr/share/gpredict/data/satdata/satellites.dat ex/usr/share/gpredict/data/satdata/*.cat \
  | tee "$OUT/data_sha256.log"
TABLES="gpredict_sat_group12"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
