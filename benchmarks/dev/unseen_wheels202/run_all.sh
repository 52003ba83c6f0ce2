#!/usr/bin/env bash
# Batch 202: Debian bookworm packages other than R's, fetched with `apt-get download PKG=VERSION`
# (nothing is installed; md5 checked against the values below, which equal the archive's
# MD5sum; extracted with dpkg-deb -x into ex/): gretl-data 2022c-1 (data/misc/keane.gdt: Keane &
# Wolpin 1997, young men's yearly choice, 12,665 rows, 5 classes) and octave-statistics 1.5.3-2
# (datasets/arrhythmia.mat: UCI Arrhythmia, no arrhythmia or arrhythmia, 430 rows, 2 classes).
# weka 3.6.14-3 (examples/breast-cancer.arff, the Ljubljana breast-cancer data) is fetched too:
# weka_breast_recurrence2 failed the pre-check and oct_arrhythmia2, its reserve, replaced it
# (README).  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 202   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb weka_3.6.14-3_all.deb weka=3.6.14-3 66104e721852f1e0161a50b89b207c28
fetch_deb gretl-data_2022c-1_all.deb gretl-data=2022c-1 33a982460b2da58aa0aed1bf445a7812
fetch_deb octave-statistics_1.5.3-2_amd64.deb octave-statistics=1.5.3-2 3a3fe0272084cfcdfdeae661f5e72c5b
TABLES="gretl_keane_choice5 oct_arrhythmia2"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
