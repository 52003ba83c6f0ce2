#!/usr/bin/env bash
# Batch 174: two of Debian bookworm's packaged R libraries (the first batch whose tables come from
# a .deb): r-cran-survey 4.1-1-1 (survey::apipop, California Academic Performance Index 1999-2000)
# and r-cran-sampling 2.9-2 (sampling::swissmunicipalities, Swiss Federal Statistical Office 2003).
# Did a school meet its Comparable Improvement target (2 classes, 6194 rows; the reserve, as
# api_schwide failed the pre-check) and a Swiss
# municipality's region (7 classes, 2896 rows).  Reserve belgian_province9 not needed (README).
# apt-get download of the pinned version (no root; nothing installed), dpkg-deb -x into ex/; the
# data are read with the shared r_package_data.py (PyPI rdata 1.1.0).  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds (SEEDS_LIST, resumable).  When
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 174   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for PV in r-cran-survey=4.1-1-1 r-cran-sampling=2.9-2; do
  P=${PV%%=*}
  ls debs/${P}_*.deb > /dev/null 2>&1 || (cd debs && apt-get download "$PV")
  [ -d ex/$P ] || dpkg-deb -x debs/${P}_*.deb ex/$P
done
TABLES="api_compimp swiss_region7"   # api_schwide failed the pre-check (README)
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
