#!/usr/bin/env bash
# Batch 186: Debian's packaged R libraries (bookworm): r-cran-mice 3.15.0-1, r-cran-rstanarm
# 2.21.3-2 and r-cran-bayesm 3.1-5+dfsg-1.  Both first choices (mice::brandsma -> brandsma_den4,
# rstanarm::kidiq -> kidiq_mom_hs) and the reserve brandsma_rpg3 failed the pre-check; only the
# reserve scotch_chivas (bayesm::Scotch, Simmons survey: drank Chivas Regal, 2 classes, 2,218
# rows) passed and is run (README).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 186   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in mice=3.15.0-1 rstanarm=2.21.3-2 bayesm=3.1-5+dfsg-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/mice ] || dpkg-deb -x debs/r-cran-mice_3.15.0-1_*.deb ex
[ -d ex/usr/lib/R/site-library/rstanarm ] || dpkg-deb -x debs/r-cran-rstanarm_2.21.3-2_*.deb ex
[ -d ex/usr/lib/R/site-library/bayesm ] || dpkg-deb -x debs/r-cran-bayesm_3.1-5+dfsg-1_*.deb ex
TABLES="scotch_chivas"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
