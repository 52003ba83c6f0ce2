#!/usr/bin/env bash
# Batch 191: Debian's packaged R libraries (bookworm): r-cran-matching 4.10-8-1
# (Matching::GerberGreenImai, Gerber & Green's 1998 New Haven get-out-the-vote experiment: voted
# in 1998, 2 classes, 10,829 rows) and r-cran-rtdists 0.11-5-1 (rtdists::speed_acc, Wagenmakers
# et al. 2008 Exp. 1: the lexical-decision stimulus's frequency class, 6 classes, participants
# 1-5, 8,482 rows).  Reserves rtdists_rr98_light and afex_fhch2010_length3 (README; r-cran-afex
# 1.2-1-1 is downloaded for the reserve's loader).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 191   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in matching=4.10-8-1 rtdists=0.11-5-1 afex=1.2-1-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-cran-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-cran-$p=$v")
done
[ -d ex/usr/lib/R/site-library/Matching ] || dpkg-deb -x debs/r-cran-matching_4.10-8-1_*.deb ex
[ -d ex/usr/lib/R/site-library/rtdists ] || dpkg-deb -x debs/r-cran-rtdists_0.11-5-1_*.deb ex
[ -d ex/usr/lib/R/site-library/afex ] || dpkg-deb -x debs/r-cran-afex_1.2-1-1_*.deb ex
TABLES="matching_ggi_voted98 rtdists_speedacc_freq6"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
