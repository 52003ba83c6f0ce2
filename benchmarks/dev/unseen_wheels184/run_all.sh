#!/usr/bin/env bash
# Batch 184: data sets of Debian's packaged R libraries (bookworm): r-cran-publish 2023.01.17-1
# (Diabetes, Schorling's 403 rural African Americans of central Virginia: diabetes by HbA1c
# > 7.0, 2 classes, 390 rows; body frame small / medium / large, 3 classes, 391 rows).
# Reserves (README): cost_death (r-cran-pec 2022.05.04-1) and hw_intense3 (r-cran-epicalc
# 2.15.1.0-5).
# apt-get download (no root; nothing is installed), dpkg-deb -x into $UNSEEN_DIR/ex; tables.py
# reads the R data with the shared r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 184   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in publish=2023.01.17-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download r-cran-$pv)
done
[ -d ex/usr/lib/R/site-library/Publish ] || dpkg-deb -x debs/r-cran-publish_2023.01.17-1_*.deb ex
TABLES="pub_diabetes pub_frame3"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
