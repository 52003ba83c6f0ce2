#!/usr/bin/env bash
# Batch 182: Debian's packaged R libraries (bookworm).  VGAM::marital.nz (r-cran-vgam 1.1-7-1,
# GPL-3): a New Zealand man's marital status (4 classes, 6,053 rows) from age and ethnicity;
# gnm::House2001 (r-cran-gnm 1.1-2-1, GPL-2 | GPL-3): a 2001 US representative's party (D / R,
# 436 rows) from 20 ADA roll calls.  Reserves sm_aircraft3 (r-cran-sm) and vg_waitakere_kauri
# (README).  `apt-get download` of the pinned versions and `dpkg-deb -x`: nothing is installed.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 182   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in vgam=1.1-7-1 gnm=1.1-2-1 sm=2.2-5.7.1-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download -q "r-cran-$p=$v")
done
for R in VGAM gnm sm; do
  [ -d ex/usr/lib/R/site-library/$R ] || for f in debs/*.deb; do dpkg-deb -x "$f" ex; done
done
TABLES="vg_marital4 gnm_house2001"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
