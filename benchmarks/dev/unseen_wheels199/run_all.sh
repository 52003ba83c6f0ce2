#!/usr/bin/env bash
# Batch 199: Debian bookworm's r-other-* packages (12, none with a usable table: README) and two
# Bioconductor data sets batch 198 downloaded and did not use: r-bioc-tcgabiolinks 2.25.3+dfsg-1
# (TCGAbiolinks::Tumor.purity: TCGA cancer type from four tumour-purity estimates, 9,364 rows,
# 21 classes) and r-bioc-hsmmsinglecell 1.18.0-1 (HSMMSingleCell: differentiating human
# skeletal muscle myoblasts, time point from 300 label-free high-variance genes, 271 rows,
# 4 classes).  Reserves tcgabl_purity_abs11 and hsmm_media2 (README).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 199   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in tcgabiolinks=2.25.3+dfsg-1 hsmmsinglecell=1.18.0-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-bioc-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-bioc-$p=$v")
done
[ -d ex/usr/lib/R/site-library/TCGAbiolinks ] || dpkg-deb -x debs/r-bioc-tcgabiolinks_2.25.3+dfsg-1_*.deb ex
[ -d ex/usr/lib/R/site-library/HSMMSingleCell ] || dpkg-deb -x debs/r-bioc-hsmmsinglecell_1.18.0-1_*.deb ex
TABLES="tcgabl_purity_type21 hsmm_hours4"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
