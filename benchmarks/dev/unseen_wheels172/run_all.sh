#!/usr/bin/env bash
# Batch 172: two data sets of Debian's packaged R libraries (bookworm): caret 6.0-93
# (r-cran-caret 6.0-93+dfsg-1, GPL (>= 2)): segmentationData (Hill et al. 2007: is a cell of a
# high-content screen well segmented; 2 classes, 2019 rows) and TH.data 1.1-1 (r-cran-th.data
# 1.1-1-1, GPL-3): mammoexp (Hosmer and Lemeshow's Mammography Experience Study): th_mammo3 (3 classes) failed
# the pre-check; its reserve th_mammo_ever (ever had a mammogram, 2 classes, 412 rows) runs.
# apt-get download of the pinned .deb versions, dpkg-deb -x: nothing is installed.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 172   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for P in r-cran-caret=6.0-93+dfsg-1 r-cran-th.data=1.1-1-1; do
  N=${P%%=*}
  ls debs/${N}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "$P")
done
[ -d ex/usr/lib/R/site-library/caret ] || dpkg-deb -x debs/r-cran-caret_6.0-93+dfsg-1_amd64.deb ex
[ -d ex/usr/lib/R/site-library/TH.data ] || dpkg-deb -x debs/r-cran-th.data_1.1-1-1_all.deb ex
TABLES="seg_well th_mammo_ever"   # th_mammo3 failed the pre-check; its reserve
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
