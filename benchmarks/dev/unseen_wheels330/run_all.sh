#!/usr/bin/env bash
# Batch 330: one package of the npm registry, fetched with
# `npm pack @leximpact/socio-fiscal-openfisca-json@0.0.435` (nothing is installed or run; the
# tarball is checked against `npm view @leximpact/socio-fiscal-openfisca-json@0.0.435
# dist.integrity` and extracted with tar into ex/lexi): OpenFisca-France's tree of French
# tax-benefit legislation parameters as LexImpact extracts it (raw_processed_parameters.json).
# tables.py reads it with json / pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds.  As in batches 209-329, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 330   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @leximpact/socio-fiscal-openfisca-json 0.0.435 \
  leximpact-socio-fiscal-openfisca-json-0.0.435.tgz lexi
sha256sum ex/lexi/package/raw_processed_parameters.json ex/lexi/package/variables_summaries.json \
  | tee "$OUT/data_sha256.log"
TABLES="ofr_param_branch7"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
