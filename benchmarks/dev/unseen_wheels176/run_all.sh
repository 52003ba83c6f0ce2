#!/usr/bin/env bash
# Batch 176: medical studies from Debian's packaged R libraries (bookworm): epitools::wcgs
# (Western Collaborative Group Study: a coronary heart disease event, 2 classes, 3,154 rows) and
# Publish::traceR (TRACE trial: smoking never / prior / current, 3 classes, 1,743 rows).
# Reserves wcgs_arcus and Epi::diet diet_job3 (README).  apt-get download of the pinned .deb
# versions, dpkg-deb -x: nothing is installed.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES) through its
# run_seeds.sh, in ONE process: 3 seeds (SEEDS_LIST, resumable).  When the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 176   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for p in r-cran-epitools=1:0.5-10.1-2 r-cran-publish=2023.01.17-1 r-cran-epi=2.47-1; do
  n=${p%%=*}
  ls debs/${n}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "$p")
done
for f in debs/r-cran-epitools_*.deb debs/r-cran-publish_*.deb debs/r-cran-epi_*.deb; do
  r=$(dpkg-deb -f "$f" Package)
  case $r in r-cran-epitools) R=epitools;; r-cran-publish) R=Publish;; r-cran-epi) R=Epi;; esac
  [ -d ex/usr/lib/R/site-library/$R ] || dpkg-deb -x "$f" ex
done
TABLES="trace_smoking3"   # wcgs_chd and its reserve wcgs_arcus failed the pre-check (README)
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
