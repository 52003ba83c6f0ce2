#!/usr/bin/env bash
# Batch 333: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): taxcalc 6.6.0
# (taxcalc/cps.csv.gz, the taxdata tax-unit file built from the March 2013-2015 CPS ASEC; the
# same file, byte for byte, as in taxcalc 6.8.5, which needs Python >= 3.12).  tables.py reads
# it with pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py
# (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through
# batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 333   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=taxcalc-6.6.0-py3-none-any.whl
fetch_wheel $W taxcalc==6.6.0 ab79418580a32bd710a49c2775e936e97226eb9a3fcd2fad66ffcf12fbc8ee66
[ -d ex/taxcalc ] || python3 -m zipfile -e wheels/$W ex/taxcalc
sha256sum ex/taxcalc/taxcalc/cps.csv.gz | tee "$OUT/data_sha256.log"
TABLES="taxcalc_cps_mars_ca2014"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
