#!/usr/bin/env bash
# Batch 183: data sets of Debian's packaged R libraries (bookworm).  Kernelheaping::students
# (r-cran-kernelheaping 2.3.0-1: a student's sex, 690 rows) and psychTools::msqR
# (r-cran-psychtools 2.2.9-1: which of four films a participant saw, from mood ratings; 1,532
# rows, 4 classes).  Reserves satact_gender (psychTools) and univbct_marital (r-cran-multilevel
# 2.7-1) (README).  apt-get download of the pinned versions, dpkg-deb -x under UNSEEN_DIR/ex
# (nothing is installed); tables.py reads them with the shared r_package_data.py.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 183   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in kernelheaping=2.3.0-1 psychtools=2.2.9-1 multilevel=2.7-1; do
  p=${pv%%=*}
  ls debs/r-cran-${p}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download -q r-cran-$pv)
done
for p in Kernelheaping psychTools multilevel; do
  [ -d ex/usr/lib/R/site-library/$p ] || dpkg-deb -x debs/r-cran-$(echo $p | tr A-Z a-z)_*.deb ex
done
TABLES="msqr_film4"     # students_sex and its reserve satact_gender failed the pre-check (README)
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
