#!/usr/bin/env bash
# Batch 255: one package of the npm registry, fetched with `npm pack
# @etalab/decoupage-administratif@6.0.0` (nothing is installed or run; the tarball is checked
# against `npm view @etalab/decoupage-administratif@6.0.0 dist.integrity` and extracted with tar
# into ex/dec): Etalab's French administrative division files (INSEE Code Officiel Géographique,
# legal populations; DGCL EPCIs).  tables.py reads data/communes.json and data/epci.json with
# json / pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading
# this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches
# 209-241, the log header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src`
# only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 255   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @etalab/decoupage-administratif 6.0.0 etalab-decoupage-administratif-6.0.0.tgz dec
sha256sum ex/dec/package/data/communes.json ex/dec/package/data/epci.json | tee "$OUT/data_sha256.log"
TABLES="fr_commune_region13"   # its reserve fr_epci_type is run only if it fails the pre-check
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
