#!/usr/bin/env bash
# Batch 204: Debian bookworm's kstars-data 5:3.6.2-2 (the KStars planetarium's data), fetched with
# `apt-get download kstars-data=5:3.6.2-2` (nothing is installed; md5 checked against the value
# below, which equals the archive's MD5sum; extracted with dpkg-deb -x into ex/): asteroids.dat
# (NASA/JPL SBDB answer, 7,089 asteroids, JPL orbit class, 5 classes) and comets.dat (3,735
# comets, JPL orbit class, 6 classes).  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES) through its run_seeds.sh, in
# ONE process: 3 seeds (SEEDS_LIST, resumable).  When the script runs from a `git archive` export
# (no .git), set REPO to the working tree it came from (its commit and dirty src files head the
# log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 204   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb kstars-data_5%3a3.6.2-2_all.deb kstars-data=5:3.6.2-2 8976c0cbd6c9d32b5b0c45a137174577
TABLES="kstars_asteroid_class5 kstars_comet_class6"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
