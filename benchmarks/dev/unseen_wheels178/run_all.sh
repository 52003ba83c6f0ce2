#!/usr/bin/env bash
# Batch 178: two of Debian's packaged R libraries (bookworm): r-cran-clubsandwich 0.5.8-1
# (AchievementAwardsRCT, Angrist & Lavy 2009: Bagrut attained, 2 classes, 16,526 rows) and
# r-cran-ca 0.71.1-2 (wg93, ISSP 1993 western Germany: education level, 6 classes, 871 rows).
# Reserves aar_math and wg93_age6 (README).  apt-get download of the pinned versions, dpkg-deb -x
# into ex/ (nothing installed); the tables are read with the shared r_package_data.py (rdata).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py through its
# run_seeds.sh, in ONE process: 3 seeds (SEEDS_LIST, resumable).  When the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 178   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
cd debs
ls r-cran-clubsandwich_0.5.8-1_*.deb >/dev/null 2>&1 || apt-get download r-cran-clubsandwich=0.5.8-1
ls r-cran-ca_0.71.1-2_*.deb >/dev/null 2>&1 || apt-get download r-cran-ca=0.71.1-2
cd ..
[ -d ex/usr/lib/R/site-library/clubSandwich ] || dpkg-deb -x debs/r-cran-clubsandwich_0.5.8-1_all.deb ex
[ -d ex/usr/lib/R/site-library/ca ] || dpkg-deb -x debs/r-cran-ca_0.71.1-2_all.deb ex
# wg93_edu6 and its reserve wg93_age6 failed the pre-check (README): one table runs
TABLES="aar_bagrut"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
