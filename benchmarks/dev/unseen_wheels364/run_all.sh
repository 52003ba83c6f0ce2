#!/usr/bin/env bash
# Batch 364: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): obp 0.4.1 (Open
# Bandit Pipeline; obp/dataset/obd/, the small sample of the Open Bandit Dataset, ZOZOTOWN logged
# recommendations, November 2019).  tables.py reads it with pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 364   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=obp-0.4.1-py3-none-any.whl
fetch_wheel $W obp==0.4.1 87dec9caf4283c25ab13036532e0a24566f1c7bdcad1653a8ded43b2f5ef8208
[ -d ex/obp ] || python3 -m zipfile -e wheels/$W ex/obp
sha256sum ex/obp/obp/dataset/obd/random/*/*.csv ex/obp/obp/dataset/obd/bts/*/*.csv | tee "$OUT/data_sha256.log"
TABLES="obd_campaign_random"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
