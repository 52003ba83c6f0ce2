#!/usr/bin/env bash
# Batch 291: one package of the npm registry, fetched with `npm pack
# @moj-bichard7-developers/bichard7-next-data@2.0.414` (nothing is installed or run; the tarball
# is checked against `npm view ... dist.integrity` and extracted with tar into ex/b7):
# data/offence-code.json, the UK Criminal Justice System standard offence list (30,356 codes).
# tables.py reads it with json / pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds.  As in batches 209-290, the log header is written with `git rev-parse HEAD`
# and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 291   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @moj-bichard7-developers/bichard7-next-data 2.0.414 \
  moj-bichard7-developers-bichard7-next-data-2.0.414.tgz b7
sha256sum ex/b7/package/data/offence-code.json ex/b7/package/data/offence-category.json \
  | tee "$OUT/data_sha256.log"
TABLES="cjs_offence_category"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
