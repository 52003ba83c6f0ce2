#!/usr/bin/env bash
# Batch 196: Debian's packaged R libraries (bookworm): r-cran-ks 1.14.0-1 (ks::hsct, FlowCAP
# mouse HSCT flow cytometry: cell type, 5 classes, 39,128 rows; ks::cardio, UCI
# Cardiotocography: foetal state N / S / P, 3 classes, 2,126 rows).  Reserve ks_cardio_normal2
# (README).  apt-get download of the pinned version (nothing is installed: dpkg-deb -x into ex/);
# the data are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata
# 1.1.0).  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 196   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in ks=1.14.0-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/ks ] || dpkg-deb -x debs/r-cran-ks_1.14.0-1_*.deb ex
TABLES="ks_hsct_cell5 ks_cardio_nsp3"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
