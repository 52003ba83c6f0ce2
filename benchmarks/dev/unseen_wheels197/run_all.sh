#!/usr/bin/env bash
# Batch 197: Debian's packaged R libraries (bookworm): r-cran-intervals 0.15.2-1+b1
# (intervals::sgd, Saccharomyces Genome Database 2007 features: a feature's type, 4 classes,
# 13,863 rows) and r-cran-survminer 0.4.9+dfsg-1 (survminer::myeloma, GEO GSE4581: chromosome
# 1q21 copy number, 3 classes, 186 rows).  Reserves intervals_sgd_noncds3 and
# survminer_myeloma_1q21amp2 (README).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 197   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in intervals=0.15.2-1+b1 survminer=0.4.9+dfsg-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/intervals ] || dpkg-deb -x debs/r-cran-intervals_0.15.2-1+b1_*.deb ex
[ -d ex/usr/lib/R/site-library/survminer ] || dpkg-deb -x debs/r-cran-survminer_0.4.9+dfsg-1_*.deb ex
# intervals_sgd_type4 and its reserve intervals_sgd_noncds3 failed the pre-check (README): one table
TABLES="survminer_myeloma_1q21"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
