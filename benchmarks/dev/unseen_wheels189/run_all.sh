#!/usr/bin/env bash
# Batch 189: Debian's packaged R libraries (bookworm): r-cran-lmertest 3.1-3-2 (lmerTest::carrots,
# Brockhoff's Danish consumer study of 12 carrot products: the preference score 1-7, 7 classes,
# 1,233 rows) and r-cran-discriminer 0.1-29-3 (DiscriMiner::insurance, Belgian car-insurance
# customers 1992: claims bad / good, 2 classes, 1,106 rows).  Reserves afex_ks2013_response5 and
# deal_ksl_hyp (README).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 189   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in lmertest=3.1-3-2 discriminer=0.1-29-3; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/lmerTest ] || dpkg-deb -x debs/r-cran-lmertest_3.1-3-2_*.deb ex
[ -d ex/usr/lib/R/site-library/DiscriMiner ] || dpkg-deb -x debs/r-cran-discriminer_0.1-29-3_*.deb ex
TABLES="lmertest_carrots_pref7 discriminer_insurance_claims"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
