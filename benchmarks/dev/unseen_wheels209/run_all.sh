#!/usr/bin/env bash
# Batch 209: the PyPI wheel of scanpy 1.11.5 (Single-Cell Analysis in Python), fetched with
# `pip download --no-deps scanpy==1.11.5` (nothing is installed; sha256 checked against the value
# below; unzipped into ex/): datasets/10x_pbmc68k_reduced.h5ad, 700 blood cells of 10x Genomics'
# PBMC 68k data set with their cell-type annotation.  The .h5ad is read once by extract_h5ad.py
# with h5py 3.16.0 from its wheel (pip download --no-deps --only-binary, sha256 checked, unzipped
# into pylib/, put on PYTHONPATH for that one command only) into pbmc68k_reduced.csv, which
# tables.py reads.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading
# this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  Unlike batch_grid's
# run_seeds.sh, the log header is written with `git rev-parse HEAD` and `git diff HEAD --stat --
# src` only (this batch was allowed no other git command); the loop is otherwise the same.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 209   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex pylib
fetch() {   # WHEEL SPEC SHA256 [pip options]: pip download of the pinned version, sha256 checked
  [ -f "wheels/$1" ] || python3 -m pip download -q --no-deps $4 -d wheels "$2"
  got=$(sha256sum "wheels/$1" | cut -d' ' -f1)
  echo "$2 $1 sha256 $got (want $3)" | tee -a "$OUT/wheel_sha256.log"
  [ "$got" = "$3" ] || { echo "sha256 mismatch for $1" >&2; exit 1; }
}
fetch scanpy-1.11.5-py3-none-any.whl scanpy==1.11.5 \
  fcd383ddcf7acbf7c0ca232c25ad51b00aec9f8d2f7c8954b8c6ee0962257166
fetch h5py-3.16.0-cp311-cp311-manylinux_2_28_x86_64.whl h5py==3.16.0 \
  fb1720028d99040792bb2fb31facb8da44a6f29df7697e0b84f0d79aff2e9bd3 --only-binary=:all:
[ -d ex/scanpy ] || python3 -m zipfile -e wheels/scanpy-1.11.5-py3-none-any.whl ex/scanpy
[ -d pylib/h5py ] || python3 -m zipfile -e wheels/h5py-3.16.0-cp311-cp311-manylinux_2_28_x86_64.whl pylib
PYTHONPATH=pylib python3 "$HERE/extract_h5ad.py" ex/scanpy/scanpy/datasets/10x_pbmc68k_reduced.h5ad \
  pbmc68k_reduced.csv | tee "$OUT/extract.log"
sha256sum pbmc68k_reduced.csv | tee -a "$OUT/extract.log"
TABLES="pbmc68k_bulk10"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
