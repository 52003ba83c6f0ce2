#!/usr/bin/env bash
# Batch 181: data sets of Debian's packaged R libraries (bookworm): r-cran-learnbayes 2.15.1-4
# (studentdata: a student's gender, 2 classes, 657 rows) and r-cran-psychotools 0.7-2-1
# (YouthGratitude: age group from 25 gratitude items, 6 classes, 1,327 rows).  Both are the
# reserves: the first choices cp_suicide (r-cran-cutpointr 1.1.2-1) and lb_drink failed the
# pre-check (README).
# apt-get download (no root; nothing is installed), dpkg-deb -x into $UNSEEN_DIR/ex; tables.py
# reads the R data with the shared r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 181   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in learnbayes=2.15.1-4 psychotools=0.7-2-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download r-cran-$pv)
done
[ -d ex/usr/lib/R/site-library/LearnBayes ] || dpkg-deb -x debs/r-cran-learnbayes_2.15.1-4_*.deb ex
[ -d ex/usr/lib/R/site-library/psychotools ] || dpkg-deb -x debs/r-cran-psychotools_0.7-2-1_*.deb ex
TABLES="lb_gender pt_agegroup"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
