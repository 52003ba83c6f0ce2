#!/usr/bin/env bash
# Batch 286: one package of the npm registry, fetched with `npm pack natural@8.1.1` (nothing is
# installed or run; the tarball is checked against `npm view natural@8.1.1 dist.integrity` and
# extracted with tar into ex/nat): lib/natural/sentiment/English/senticon_en.json, the English
# ML-SentiCon lexicon (24,839 lemmas).  tables.py reads it with json / pandas.  The grid uses the
# first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-285, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 286   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm natural 8.1.1 natural-8.1.1.tgz nat
sha256sum ex/nat/package/lib/natural/sentiment/English/senticon_en.json \
  ex/nat/package/lib/natural/sentiment/Spanish/senticon_es.json | tee "$OUT/data_sha256.log"
TABLES="senticon_en_pos"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
