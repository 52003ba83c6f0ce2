#!/usr/bin/env bash
# Batch 341: one package of the npm registry, fetched with `npm pack aws-sdk@2.1693.0` (nothing
# is installed or run; the tarball is checked against `npm view aws-sdk@2.1693.0 dist.integrity`
# and extracted with tar into ex/awssdk): apis/*.min.json and *.paginators.json, AWS's published
# service API models.  tables.py reads them with json / pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-340, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 341   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm aws-sdk 2.1693.0 aws-sdk-2.1693.0.tgz awssdk
cat ex/awssdk/package/apis/*.min.json | sha256sum | sed 's/-$/apis\/*.min.json (concatenated, sorted by name)/' | tee "$OUT/data_sha256.log"
cat ex/awssdk/package/apis/*.paginators.json | sha256sum | sed 's/-$/apis\/*.paginators.json (concatenated, sorted by name)/' | tee -a "$OUT/data_sha256.log"
TABLES="aws_rest_method5"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
