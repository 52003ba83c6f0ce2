#!/usr/bin/env bash
# Batch 175: Debian's packaged R libraries (bookworm): r-cran-mnp 3.1-3-1 (MNP::detergent,
# Chintagunta & Prasad's scanner panel: detergent brand choice, 6 classes, 2,657 rows) and
# r-cran-vim 6.2.2+dfsg-1 (VIM::colic, UCI Horse Colic: was the lesion surgical, 2 classes, 300
# rows).  Reserves vim_collisions_borough5 and vim_colic_lived (README).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 175   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in mnp=3.1-3-1 vim=6.2.2+dfsg-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/MNP ] || dpkg-deb -x debs/r-cran-mnp_3.1-3-1_*.deb ex
[ -d ex/usr/lib/R/site-library/VIM ] || dpkg-deb -x debs/r-cran-vim_6.2.2+dfsg-1_*.deb ex
TABLES="mnp_detergent6 vim_colic_surgical"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
