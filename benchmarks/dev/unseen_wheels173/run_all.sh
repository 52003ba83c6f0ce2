#!/usr/bin/env bash
# Batch 173: data sets of Debian's packaged R libraries (bookworm): r-cran-psychtools 2.2.9-1
# (psychTools::spi, a SAPA-project web sample: self-rated health, 5 classes, 3,536 rows, from the
# demographic block) and r-cran-mice 3.15.0-1 (mice::selfreport, its mgg part: a respondent's sex,
# 2 classes, 803 rows, from age, reported height / weight, education, ethnicity, web survey).
# Reserves spi_exer and toenail_outcome (README).  r-cran-mitools 2.4-2 was read, not used.
# `apt-get download` of the pinned versions, `dpkg-deb -x` into ex/: nothing is installed and R is
# not run (tables.py reads the data with the shared r_package_data.py).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 173   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in r-cran-psychtools=2.2.9-1 r-cran-mice=3.15.0-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "$pv")
done
[ -d ex/usr/lib/R/site-library/psychTools ] || dpkg-deb -x debs/r-cran-psychtools_2.2.9-1_all.deb ex
[ -d ex/usr/lib/R/site-library/mice ] || dpkg-deb -x debs/r-cran-mice_3.15.0-1_amd64.deb ex
# spi_health and its reserve spi_exer failed the pre-check (one round; README): one table
TABLES="selfreport_sex"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
