#!/usr/bin/env bash
# Batch 187: Debian's packaged R libraries (bookworm): r-cran-rrcov 1.7-2-1 (rrcov::fruit,
# Colin Greensill's cantaloupe NIR spectra: cultivar D / M / HA, 3 classes, 1,096 rows) and
# r-cran-msm 1.7-1 (msm::cav, Papworth Hospital heart-transplant angiograms: any cardiac
# allograft vasculopathy, 2 classes, 1,973 rows).  Reserves twin_zygosity5 and twin_mz
# (r-cran-openmx 2.21.1+dfsg-1, OpenMx::twinData; README).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 187   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in rrcov=1.7-2-1 msm=1.7-1 openmx=2.21.1+dfsg-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/rrcov ] || dpkg-deb -x debs/r-cran-rrcov_1.7-2-1_*.deb ex
[ -d ex/usr/lib/R/site-library/msm ] || dpkg-deb -x debs/r-cran-msm_1.7-1_*.deb ex
[ -d ex/usr/lib/R/site-library/OpenMx ] || dpkg-deb -x debs/r-cran-openmx_2.21.1+dfsg-1_*.deb ex
TABLES="fruit_cultivar3 cav_any"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
