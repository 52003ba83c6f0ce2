#!/usr/bin/env bash
# Batch 193: two earlier batches' RESERVES (pre-checked there, non-private only; never fitted with
# the default), from Debian bookworm's packaged R libraries: belgian_province9
# (sampling::belgianmunicipalities, r-cran-sampling 2.9-2, batch 174's loader; a Belgian
# municipality's province, 9 classes, 589 rows) and sm_aircraft3 (sm::aircraft, r-cran-sm
# 2.2-5.7.1-1, batch 182's loader; an aircraft design's period, 3 classes, 709 rows).
# `apt-get download` of the pinned versions (the ones batches 174 and 182 name) and `dpkg-deb -x`
# into ex/: nothing is installed; the data are read with the shared r_package_data.py (PyPI rdata
# 1.1.0).  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 193   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in sampling=2.9-2 sm=2.2-5.7.1-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download -q "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/sampling ] || dpkg-deb -x debs/r-cran-sampling_2.9-2_*.deb ex
[ -d ex/usr/lib/R/site-library/sm ] || dpkg-deb -x debs/r-cran-sm_2.2-5.7.1-1_*.deb ex
TABLES="belgian_province9 sm_aircraft3"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
