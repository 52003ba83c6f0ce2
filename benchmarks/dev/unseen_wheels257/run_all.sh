#!/usr/bin/env bash
# Batch 257: one package of the npm registry, fetched with `npm pack qpp-measures-data@5.5.4` (nothing
# is installed or run; the tarball is checked against `npm view qpp-measures-data@5.5.4 dist.integrity`
# and extracted with tar into ex/qpp): CMS QPP measures data.  tables.py reads
# measures/2022/measures-data.json with json / pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-221, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 257   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm qpp-measures-data 5.5.4 qpp-measures-data-5.5.4.tgz qpp
sha256sum ex/qpp/package/measures/2022/measures-data.json ex/qpp/package/measures/2022/measures-schema.yaml | tee "$OUT/data_sha256.log"
TABLES="qpp_domain2022"   # the chosen table; its reserve qpp_type2022 is run only if it fails the pre-check
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
