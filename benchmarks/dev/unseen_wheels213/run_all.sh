#!/usr/bin/env bash
# Batch 213: Debian bookworm's r-cran-kohonen 3.0.11+dfsg-1 (yeast) and r-cran-zelig 5.1.7-3
# (mexico; reserve turnout), fetched with `apt-get download PACKAGE=VERSION` (nothing is
# installed; md5 checked against the archive's MD5sum below; extracted with dpkg-deb -x into ex/).
# extract_r213.py reads kohonen's yeast.rda with the shared r_package_data.py (rdata 1.1.0) and
# Zelig's .tab.gz text files with pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds.  As in batches 209-211, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only (run_seeds.sh runs other git commands); the loop is
# otherwise run_seeds.sh's.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 213   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-kohonen=3.0.11+dfsg-1 r-cran-kohonen_3.0.11+dfsg-1_amd64.deb 9c8f4ba8f3c421a9d5a2b5a133f3f1a0" \
           "r-cran-zelig=5.1.7-3 r-cran-zelig_5.1.7-3_all.deb 150fe1cb494fa8c6e73d779b9d03444b"   # batch_frame.sh
L=ex/usr/lib/R/site-library
python3 "$HERE/extract_r213.py" $L/kohonen $L/Zelig . | tee "$OUT/extract.log"
sha256sum yeast.csv mexico.csv turnout.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"yeast_cycle_phase mexico88_vote"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
