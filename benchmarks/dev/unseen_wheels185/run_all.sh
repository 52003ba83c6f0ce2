#!/usr/bin/env bash
# Batch 185: Debian's packaged R libraries (bookworm): r-cran-seqinr 4.2-23-1 (seqinr::gcO2,
# aerobic / anaerobic bacteria from genomic GC% and genus; 551 rows, 2 classes) and
# r-cran-bradleyterry2 1.1-2-2 (BradleyTerry2::football, English Premier League 2008/9-2012/13,
# home win / draw / away win; 1,900 rows, 3 classes).  Reserves hockey_visitor_win and
# hockey_result3 (BradleyTerry2::icehockey; README).
# apt-get download (no root, nothing installed) and dpkg-deb -x into UNSEEN_DIR/ex; tables.py
# reads the data with the shared r_package_data.py.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 185   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for p in r-cran-seqinr=4.2-23-1 r-cran-bradleyterry2=1.1-2-2; do
  n=${p%%=*}
  ls debs/${n}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "$p")
done
[ -d ex/usr/lib/R/site-library/seqinr ] || dpkg-deb -x debs/r-cran-seqinr_*.deb ex
[ -d ex/usr/lib/R/site-library/BradleyTerry2 ] || dpkg-deb -x debs/r-cran-bradleyterry2_*.deb ex
TABLES="gco2_aerobic"   # epl_result3 and both reserves failed the pre-check (README)
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
