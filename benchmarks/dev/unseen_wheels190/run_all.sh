#!/usr/bin/env bash
# Batch 190: Debian's packaged R libraries (bookworm): r-cran-kernlab 0.9-32-1 (kernlab::income,
# Impact Resources 1987 Bay Area shopping-mall survey: household income, 9 classes, 8,993 rows)
# and r-cran-ipred 0.9-13-1 (ipred::dystrophy, Andrews & Herzberg 1985: Duchenne muscular
# dystrophy carrier vs normal, 2 classes, 209 rows).  Reserves kernlab_income_education6 and
# kernlab_musk (README).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 190   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in kernlab=0.9-32-1 ipred=0.9-13-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/kernlab ] || dpkg-deb -x debs/r-cran-kernlab_0.9-32-1_*.deb ex
[ -d ex/usr/lib/R/site-library/ipred ] || dpkg-deb -x debs/r-cran-ipred_0.9-13-1_*.deb ex
TABLES="kernlab_income9 ipred_dystrophy_carrier"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
