#!/usr/bin/env bash
# Batch 188: Debian's packaged R libraries (bookworm): r-cran-alakazam 1.2.1-1
# (alakazam::ExampleDb, subset of Laserson & Vigneault et al. 2014: heavy-chain isotype of a
# B-cell receptor sequence, 4 classes, 1,999 rows) and r-cran-kutils 1.70+dfsg-2
# (kutils::natlongsurv, NLS Young Women 1968-2003: currently smokes, 2003, 2 classes, 2,780
# rows).  Reserves nls_marital5 and nls_volunteer (README).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 188   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in alakazam=1.2.1-1 kutils=1.70+dfsg-2; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/alakazam ] || dpkg-deb -x debs/r-cran-alakazam_1.2.1-1_*.deb ex
[ -d ex/usr/lib/R/site-library/kutils ] || dpkg-deb -x debs/r-cran-kutils_1.70+dfsg-2_*.deb ex
TABLES="airr_isotype4 nls_smoker2003"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
