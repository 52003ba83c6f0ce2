#!/usr/bin/env bash
# Batch 194: three RESERVES of earlier batches (pre-checked there, not needed), from Debian's
# packaged R libraries (bookworm): multilevel::univbct (batch 183's univbct_marital: marital
# status, 5 classes; r-cran-multilevel 2.7-1), Epi::diet (batch 176's diet_job3: occupation, 3
# classes; r-cran-epi 2.47-1) and gss::wesdr1 (batch 177's wesdr1_insl: insulin use, 2 classes;
# r-cran-gss 2.2-3-2).  Loaders copied unchanged into tables.py (README).  apt-get download of
# the pinned versions the source batches name (nothing is installed: dpkg-deb -x into ex/).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 194   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in multilevel=2.7-1 epi=2.47-1 gss=2.2-3-2; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download -q r-cran-$p=$v)
done
[ -d ex/usr/lib/R/site-library/multilevel ] || dpkg-deb -x debs/r-cran-multilevel_2.7-1_all.deb ex
[ -d ex/usr/lib/R/site-library/Epi ] || dpkg-deb -x debs/r-cran-epi_2.47-1_amd64.deb ex
[ -d ex/usr/lib/R/site-library/gss ] || dpkg-deb -x debs/r-cran-gss_2.2-3-2_amd64.deb ex
TABLES="univbct_marital diet_job3 wesdr1_insl"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
