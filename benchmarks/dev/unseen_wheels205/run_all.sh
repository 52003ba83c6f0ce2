#!/usr/bin/env bash
# Batch 205: Debian bookworm's stellarium-data 0.22.2-1 (the Stellarium planetarium's data), fetched with
# `apt-get download stellarium-data=0.22.2-1` (nothing is installed; md5 checked against the value
# below, which equals the archive's MD5sum; extracted with dpkg-deb -x into ex/): gcvs_hip_part.dat
# (GCVS variable stars with a Hipparcos number: variability type, 10 classes) and nomenclature.dat
# (IAU/USGS planetary nomenclature: feature type, 10 classes).  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES)
# through its run_seeds.sh, in ONE process: 3 seeds (SEEDS_LIST, resumable).  When the script runs from a `git archive` export
# (no .git), set REPO to the working tree it came from (its commit and dirty src files head the
# log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 205   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb stellarium-data_0.22.2-1_all.deb stellarium-data=0.22.2-1 b51545ee45158744faa022a1193575ef
TABLES="stellarium_gcvs_type10 stellarium_feature_type10"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
