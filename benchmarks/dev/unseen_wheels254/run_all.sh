#!/usr/bin/env bash
# Batch 254: Debian bookworm's r-cran-fimport 4021.86-1 (Rmetrics fImport's stoxxListing, 2,328
# STOXX indices), fetched with `apt-get download r-cran-fimport=4021.86-1` (nothing is
# installed; md5 checked against the archive's MD5sum below; extracted with dpkg-deb -x into ex/).
# extract_r254.py reads it with the shared r_package_data.py (rdata).  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-239, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other git command was allowed);
# the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 254   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-fimport=4021.86-1 r-cran-fimport_4021.86-1_all.deb 7a024134dbbd68934defa75f68d9d92f"   # batch_frame.sh
python3 -W ignore "$HERE/extract_r254.py" ex/usr/lib/R/site-library/fImport . | tee "$OUT/extract.log"
sha256sum ex/usr/lib/R/site-library/fImport/data/Rdata.rdb stoxx.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"fimport_stoxx_region"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
