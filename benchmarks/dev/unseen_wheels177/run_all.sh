#!/usr/bin/env bash
# Batch 177: Debian bookworm's r-cran-hsaur3 1.0-13-1 (HSAUR3::CHFLS, Chinese Health and Family
# Life Survey; GPL-2) and r-cran-gss 2.2-3-2 (gss::wesdr, Wisconsin Epidemiological Study of
# Diabetic Retinopathy; GPL >= 2).  A woman's self-reported health (5 classes, 1534 rows) and
# retinopathy progression (2 classes, 669 rows).  chfls_happy4 failed the pre-check; its reserve chfls_health5 runs (README).
# apt-get download of the pinned versions (nothing is installed; dpkg-deb -x extracts them
# under $UNSEEN_DIR/ex).  The grid uses the first batch's run_bench.py / analyze.py / compact.py
# (reading this batch's tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE
# process: 3 seeds (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no
# .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 177   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in hsaur3=1.0-13-1 gss=2.2-3-2; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download -q r-cran-$p=$v)
done
[ -d ex/usr/lib/R/site-library/HSAUR3 ] || dpkg-deb -x debs/r-cran-hsaur3_1.0-13-1_all.deb ex
[ -d ex/usr/lib/R/site-library/gss ] || dpkg-deb -x debs/r-cran-gss_2.2-3-2_amd64.deb ex
TABLES="chfls_health5 wesdr_ret"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
