#!/usr/bin/env bash
# Batch 218: Debian bookworm's r-cran-plyr 1.8.8-1 (baseball, the batting lines) and r-bioc-rots
# 1.26.0-1 (upsSpikeIn, the reserve), fetched with `apt-get download PACKAGE=VERSION` (nothing is
# installed; md5 checked against the archive's MD5sum below; extracted with dpkg-deb -x into ex/).
# extract_r218.py reads them with the shared r_package_data.py (rdata).  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-217, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (run_seeds.sh runs other git
# commands); the loop is otherwise run_seeds.sh's.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 218   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-plyr=1.8.8-1 r-cran-plyr_1.8.8-1_amd64.deb 9db08d5a9cd79aa9ae5f64ed67ca27cf" \
           "r-bioc-rots=1.26.0-1 r-bioc-rots_1.26.0-1_amd64.deb ce50d291915a87f0813a6d82a1895f45"   # batch_frame.sh
L=ex/usr/lib/R/site-library
python3 -W ignore "$HERE/extract_r218.py" $L/plyr $L/ROTS . | tee "$OUT/extract.log"
sha256sum baseball.csv ups.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"baseball_league"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
