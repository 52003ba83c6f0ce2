#!/usr/bin/env bash
# Batch 347: one package of the npm registry, fetched with `npm pack ifsc@2.0.50` (nothing is
# installed or run; the tarball is checked against `npm view ifsc@2.0.50 dist.integrity` and
# extracted with tar into ex/ifsc): src/banks.json (1,346 Indian banks, their RBI / NPCI type and
# flags) with IFSC.json, sublet.json and custom-sublets.json (branch counts).  tables.py reads them
# with json / pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py
# (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in
# batches 209-346, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 347   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm ifsc 2.0.50 ifsc-2.0.50.tgz ifsc
sha256sum ex/ifsc/package/src/banks.json ex/ifsc/package/src/IFSC.json \
  ex/ifsc/package/src/sublet.json ex/ifsc/package/src/custom-sublets.json | tee "$OUT/data_sha256.log"
TABLES="ifsc_bank_type9"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
