#!/usr/bin/env bash
# Batch 210: Debian bookworm's r-cran-spatstat.data 3.0-0-1 (spatstat's data sets), fetched with
# `apt-get download r-cran-spatstat.data=3.0-0-1` (nothing is installed; md5 checked against the
# archive's MD5sum below; extracted with dpkg-deb -x into ex/).  extract_spatstat.py reads the
# point patterns btb, stonetools and lansing from the package's lazy-load data base (shared
# r_package_data.py, rdata 1.1.0) into CSVs plus windows.csv, which tables.py reads.  The grid
# uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batch 209, the log header is written
# with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (run_seeds.sh runs other git
# commands); the loop is otherwise run_seeds.sh's.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 210   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
DEB=r-cran-spatstat.data_3.0-0-1_all.deb
MD5=a2a4512524fb835952aaf76b28641322
[ -f "debs/$DEB" ] || (cd debs && apt-get download -q r-cran-spatstat.data=3.0-0-1)
got=$(md5sum "debs/$DEB" | cut -d' ' -f1)
echo "r-cran-spatstat.data=3.0-0-1 $DEB md5 $got (want $MD5); sha256 $(sha256sum "debs/$DEB" | cut -d' ' -f1)" \
  | tee "$OUT/deb_md5.log"
[ "$got" = "$MD5" ] || { echo "md5 mismatch for $DEB" >&2; exit 1; }
[ -d ex/usr/lib/R/site-library/spatstat.data ] || dpkg-deb -x "debs/$DEB" ex
python3 "$HERE/extract_spatstat.py" ex/usr/lib/R/site-library/spatstat.data . | tee "$OUT/extract.log"
sha256sum btb.csv stonetools.csv lansing.csv windows.csv | tee -a "$OUT/extract.log"
TABLES="btb_spoligotype lansing_species"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
