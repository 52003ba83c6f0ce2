#!/usr/bin/env bash
# Batch 203: the data folder of Debian bookworm's ggobi 2.1.11-2+b2, fetched with
# `apt-get download ggobi=2.1.11-2+b2` (nothing is installed; md5 checked against the value below,
# which equals the archive's MD5sum; extracted with dpkg-deb -x into ex/): Shipman.csv (deaths
# among Dr Harold Shipman's patients, the Shipman Inquiry's decision, 508 rows, 5 classes) and
# tao.csv (NOAA TAO buoys, the buoy site, 736 rows, 5 classes).  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES)
# through its run_seeds.sh, in ONE process: 3 seeds (SEEDS_LIST, resumable).  When the script
# runs from a `git archive` export (no .git), set REPO to the working tree it came from (its
# commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 203   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb ggobi_2.1.11-2+b2_amd64.deb ggobi=2.1.11-2+b2 c509d6b71b9208cce6bc8124d54c9add
TABLES="ggobi_shipman_cause5 ggobi_tao_site5"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
