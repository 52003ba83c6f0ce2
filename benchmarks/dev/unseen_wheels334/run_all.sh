#!/usr/bin/env bash
# Batch 334: one package of the npm registry, fetched with `npm pack browser-specs@5.3.0`
# (nothing is installed or run; the tarball is checked against `npm view browser-specs@5.3.0
# dist.integrity` and extracted with tar into ex/bspecs): index.json, the W3C-curated catalogue
# of web specifications.  tables.py reads it with json / pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in
# ONE process: 3 seeds.  As in batches 209-333, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 334   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm browser-specs 5.3.0 browser-specs-5.3.0.tgz bspecs
sha256sum ex/bspecs/package/index.json | tee "$OUT/data_sha256.log"
TABLES="w3c_spec_maturity4"   # the reserve: w3c_spec_maturity7 failed the pre-check (precheck.log)
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
