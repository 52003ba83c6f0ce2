#!/usr/bin/env bash
# Batch 180: tables from Debian bookworm's packaged R libraries: r-cran-forcats 1.0.0-1 (gss_cat,
# General Social Survey 2000-2014 sample; GPL-3) and r-cran-ggeffects 1.2.0+dfsg-1 (efc,
# EUROFAMCARE family-carer sample; GPL-3).  Marital status (5 classes, 21,466 rows) and whether a
# family carer is employed (2 classes, 902 rows).  Reserves gss_party8 and efc_carer_sex (README).
# apt-get download (no root, nothing installed): the .debs are extracted with dpkg-deb -x under
# UNSEEN_DIR/ex and read with the shared r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 180   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for spec in forcats:1.0.0-1 ggeffects:1.2.0+dfsg-1; do
  pkg=${spec%%:*}; ver=${spec#*:}
  [ -d ex/usr/lib/R/site-library/$pkg ] && continue
  ls debs/r-cran-${pkg}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$pkg=$ver")
  dpkg-deb -x debs/r-cran-${pkg}_*.deb ex
done
TABLES="gss_marital5 efc_employed"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
