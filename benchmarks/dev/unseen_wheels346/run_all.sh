#!/usr/bin/env bash
# Batch 346: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): nnpdf-data 4.1.5
# (nnpdf_data/commondata: the NNPDF collaboration's implementation of published particle-physics
# measurements).  tables.py reads its YAML files with PyYAML's safe loader.  The grid uses the
# first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 346   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=nnpdf_data-4.1.5-py3-none-any.whl
fetch_wheel $W nnpdf-data==4.1.5 6ed209add4d162e3b9e4801c7b538a28867e479b6ffd4781e774526a3490269a
[ -d ex/nnpdf ] || python3 -m zipfile -e wheels/$W ex/nnpdf
(cd ex/nnpdf && find nnpdf_data/commondata -name '*.yaml' | sort | xargs sha256sum | sha256sum) \
  | sed 's/-$/commondata yaml files (sorted, sha256 of their sha256sum list)/' | tee "$OUT/data_sha256.log"
TABLES="nnpdf_process"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
