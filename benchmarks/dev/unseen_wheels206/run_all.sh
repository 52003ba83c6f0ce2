#!/usr/bin/env bash
# Batch 206: Debian bookworm's opencv-doc 4.6.0+dfsg-12 (OpenCV's documentation and samples), fetched
# with `apt-get download opencv-doc=4.6.0+dfsg-12` (nothing is installed; md5 checked against the value
# below, which equals the archive's MD5sum; extracted with dpkg-deb -x into ex/):
# examples/data/letter-recognition.data (UCI Letter Recognition, Frey & Slate 1991): the letter on
# rows A-J (10 classes) and A-M vs N-Z (2 classes).  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES) through its
# run_seeds.sh, in ONE process: 3 seeds (SEEDS_LIST, resumable).  When the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from (its commit and dirty
# src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 206   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb opencv-doc_4.6.0+dfsg-12_all.deb opencv-doc=4.6.0+dfsg-12 484deaae4b64fbc01900e818058bd559
TABLES="ocv_letter_aj10 ocv_letter_p2"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
