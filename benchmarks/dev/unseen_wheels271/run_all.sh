#!/usr/bin/env bash
# Batch 271: one package of the npm registry, fetched with `npm pack
# all-the-public-replicate-models@1.352.0` (nothing is installed or run; the tarball is checked
# against `npm view ... dist.integrity` and extracted with tar into ex/rep): models.json, the
# metadata of Replicate's public models.  tables.py reads it with json / pandas.  The grid uses
# the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-241, the log header is
# written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 271   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm all-the-public-replicate-models 1.352.0 all-the-public-replicate-models-1.352.0.tgz rep
sha256sum ex/rep/package/models.json | tee "$OUT/data_sha256.log"
TABLES="replicate_output_kind5"   # passed the pre-check (+28.3); its reserve replicate_has_github2 not run
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
