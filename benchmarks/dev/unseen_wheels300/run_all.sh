#!/usr/bin/env bash
# Batch 300: one Debian bookworm package other than R's, fetched with `apt-get download` of the
# pinned version (nothing is installed or run; md5 checked against the value below, which equals
# `apt-cache show`'s MD5sum; extracted with dpkg-deb -x into ex/): foomatic-db 20230202-1
# (usr/share/foomatic/db/source/printer/*.xml, the OpenPrinting printer database, 5,968 printer
# models).  tables.py reads the XML with the standard library.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds, through batch_frame.sh's export_grid (log header from
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 300   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb foomatic-db_20230202-1_all.deb foomatic-db=20230202-1 a228c96ce0056d27923fb019dd515d19
find ex/usr/share/foomatic/db/source/printer -name '*.xml' | LC_ALL=C sort | xargs cat | sha256sum \
  | sed 's/-$/printer\/*.xml concatenated in C-locale name order/' | tee "$OUT/data_sha256.log"
TABLES="foomatic_mechanism"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
