#!/usr/bin/env bash
# Batch 275: one package of the npm registry, fetched with `npm pack
# french-words-gender-lefff@3.4.0` (nothing is installed or run; the tarball is checked against
# `npm view french-words-gender-lefff@3.4.0 dist.integrity` and extracted with tar into ex/fw):
# the Lefff's French nouns with their gender (dist/words.json).  tables.py reads it with json /
# pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's
# export_grid (log header from `git rev-parse HEAD` and `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 275   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm french-words-gender-lefff 3.4.0 french-words-gender-lefff-3.4.0.tgz fw
sha256sum ex/fw/package/dist/words.json | tee "$OUT/data_sha256.log"
TABLES="lefff_noun_gender"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
