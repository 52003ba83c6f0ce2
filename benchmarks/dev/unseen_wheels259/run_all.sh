#!/usr/bin/env bash
# Batch 259: one package of the npm registry, fetched with `npm pack detect-gpu@5.0.70` (nothing
# is installed or run; the tarball is checked against `npm view detect-gpu@5.0.70 dist.integrity`
# and extracted with tar into ex/dg): detect-gpu's dist/benchmarks/*.json (GFXBench results).
# tables.py reads them with json / pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-221, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 259   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm detect-gpu 5.0.70 detect-gpu-5.0.70.tgz dg
sha256sum ex/dg/package/dist/benchmarks/m-*.json ex/dg/package/dist/benchmarks/d-amd.json ex/dg/package/dist/benchmarks/d-nvidia.json ex/dg/package/dist/benchmarks/d-intel.json | tee "$OUT/data_sha256.log"
TABLES="${TABLES:-gpu_mobile_family}"   # the reserve gpu_desktop_vendor3 only if the pre-check fails
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
