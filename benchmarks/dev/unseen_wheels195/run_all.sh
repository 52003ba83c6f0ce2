#!/usr/bin/env bash
# Batch 195: three earlier batches' RESERVES (pre-checked there, non-private only; never fitted
# with the default), from Debian bookworm's packaged R libraries: twin_zygosity5
# (OpenMx::twinData, r-cran-openmx 2.21.1+dfsg-1, batch 187's loader; a twin pair's zygosity and
# sex pairing, 5 classes, 3,808 pairs), rtdists_rr98_light (rtdists::rr98, r-cran-rtdists
# 0.11-5-1, batch 191's loader; the response light vs dark, 2 classes, 24,358 trials) and
# kernlab_musk (kernlab::musk, r-cran-kernlab 0.9-32-1, batch 190's loader; musk vs non-musk, 2
# classes, 476 conformations).
# `apt-get download` of the pinned versions (the ones batches 187, 191 and 190 name) and
# `dpkg-deb -x` into ex/: nothing is installed; the data are read with the shared
# r_package_data.py (PyPI rdata 1.1.0).  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES) through its
# run_seeds.sh, in ONE process: 3 seeds (SEEDS_LIST, resumable).  When the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from (its commit and
# dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 195   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in openmx=2.21.1+dfsg-1 rtdists=0.11-5-1 kernlab=0.9-32-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download -q "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/OpenMx ] || dpkg-deb -x debs/r-cran-openmx_2.21.1+dfsg-1_*.deb ex
[ -d ex/usr/lib/R/site-library/rtdists ] || dpkg-deb -x debs/r-cran-rtdists_0.11-5-1_*.deb ex
[ -d ex/usr/lib/R/site-library/kernlab ] || dpkg-deb -x debs/r-cran-kernlab_0.9-32-1_*.deb ex
TABLES="twin_zygosity5 rtdists_rr98_light kernlab_musk"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
