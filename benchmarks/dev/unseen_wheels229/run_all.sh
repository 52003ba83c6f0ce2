#!/usr/bin/env bash
# Batch 229: one package of the npm registry, fetched with `npm pack PKG@VERSION` (nothing is
# installed and nothing is run from it; the tarball is checked against `npm view PKG@VERSION
# dist.integrity` and extracted with tar into ex/): d3-celestial 0.7.35 (data/dsos.14.json, the
# Saguaro Astronomy Club deep-sky database 8.1 to magnitude 14: sac_dso_type11, and its reserve
# sac_dso_galaxy2, named in CHOICE).  tables.py reads the file with json / pandas.  The grid uses
# the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py
# through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-227, the log header is
# written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only; the loop is otherwise
# run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 229   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch() {   # PKG VERSION TARBALL DIR: npm pack of the pinned version, integrity checked, extracted
  [ -f "pkgs/$3" ] || (cd pkgs && npm pack "$1@$2" > /dev/null)
  want=$(npm view "$1@$2" dist.integrity)
  got="sha512-$(openssl dgst -sha512 -binary "pkgs/$3" | base64 -w0)"
  echo "$1@$2 $3 registry integrity $want; file $got; sha256 $(sha256sum "pkgs/$3" | cut -d' ' -f1)" \
    | tee -a "$OUT/npm_integrity.log"
  [ "$want" = "$got" ] || { echo "integrity mismatch for $1@$2" >&2; exit 1; }
  [ -d "ex/$4/package" ] || { mkdir -p "ex/$4"; tar -xzf "pkgs/$3" -C "ex/$4"; }
}
fetch d3-celestial 0.7.35 d3-celestial-0.7.35.tgz dc
sha256sum ex/dc/package/data/dsos.14.json ex/dc/package/data/readme.md | tee "$OUT/data_sha256.log"
TABLES="sac_dso_type11"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
