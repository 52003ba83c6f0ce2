#!/usr/bin/env bash
# Batch 171: Debian's r-cran-mlbench 2.1-3-1 (bookworm; R package mlbench 2.1-3, GPL-2; Leisch &
# Dimitriadou's UCI benchmark collection).  Soybean disease (19 classes, 683 rows, 35 coded
# symptoms; Michalski & Chilausky) and sonar mine vs rock (2 classes, 208 rows, 60 band energies;
# Gorman & Sejnowski).  Reserves mlb_soy15 and mlb_ionosphere (README).
# apt-get download (no root needed) and dpkg-deb -x: nothing is installed; the data are read
# with the shared r_package_data.py (PyPI rdata) by tables.py.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 171   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
D=debs/r-cran-mlbench_2.1-3-1_amd64.deb
[ -f $D ] || (cd debs && apt-get download r-cran-mlbench=2.1-3-1)
[ -d ex/mlbench/usr/lib/R/site-library/mlbench ] || dpkg-deb -x $D ex/mlbench
TABLES="mlb_soybean19 mlb_sonar"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
