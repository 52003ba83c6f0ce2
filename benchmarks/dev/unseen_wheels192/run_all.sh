#!/usr/bin/env bash
# Batch 192: Debian's packaged R libraries (bookworm): r-cran-lubridate 1.9.2+dfsg-1
# (lubridate::lakers, the Lakers' 2008-09 play-by-play from basketballgeek.com: the kind of a
# shot, 6 classes, 13,108 rows; and the Lakers' own shots made vs missed, 2 classes, 6,611
# rows).  Reserve jomo_jsp_behaviour (r-cran-jomo 2.7-4-1, jomo::JSPmiss; README).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 192   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in lubridate=1.9.2+dfsg-1 jomo=2.7-4-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/lubridate ] || dpkg-deb -x debs/r-cran-lubridate_1.9.2+dfsg-1_*.deb ex
[ -d ex/usr/lib/R/site-library/jomo ] || dpkg-deb -x debs/r-cran-jomo_2.7-4-1_*.deb ex
TABLES="lakers_shot_type6 lakers_lal_made"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
