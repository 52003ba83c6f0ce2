#!/usr/bin/env bash
# Batch 179: Debian bookworm's packaged R libraries.  Runs sc_type (r-cran-strucchange 1.5-3-1
# scPublications: 835 structural-change papers from ISI Web of Science; econometrics vs
# statistics journal, 2 classes) and sf_resolution (r-cran-rgooglemaps 1.4.5.3-2 incidents:
# 5,000 San Francisco police incidents of 2012; resolution, 4 classes) -- the reserve for
# rh_marital (r-cran-modelr 0.1.10-1 heights), which failed the pre-check (README).
# apt-get download of the pinned .deb versions (nothing installed), dpkg-deb -x under
# ex/<debian name>; the data are read by the shared r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 179   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in r-cran-modelr=0.1.10-1 r-cran-strucchange=1.5-3-1 r-cran-rgooglemaps=1.4.5.3-2; do
  p=${pv%%=*}
  ls debs/${p}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "$pv")
  [ -d ex/$p ] || dpkg-deb -x debs/${p}_*.deb ex/$p
done
TABLES="sf_resolution sc_type"   # rh_marital failed the pre-check: its reserve sf_resolution runs
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
