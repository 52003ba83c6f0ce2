#!/usr/bin/env bash
# Batch 363: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): soundscapy 0.8.5
# (soundscapy/data/ISD v1.0 Data.csv, the International Soundscape Database v1.0, Zenodo
# 10.5281/zenodo.6331810).  tables.py reads it with pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 363   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=soundscapy-0.8.5-py3-none-any.whl
fetch_wheel $W soundscapy==0.8.5 7f913baccf562d2e6ac18e6de98ed736c8f641365666aaaadc87a47c215bfbb5
[ -d ex/soundscapy ] || python3 -m zipfile -e wheels/$W ex/soundscapy
sha256sum "ex/soundscapy/soundscapy/data/ISD v1.0 Data.csv" | tee "$OUT/data_sha256.log"
TABLES="isd_location_eu"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
