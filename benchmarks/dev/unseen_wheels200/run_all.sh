#!/usr/bin/env bash
# Batch 200: two packages of the npm registry, fetched with `npm pack PKG@VERSION` (nothing is
# installed; the tarballs are checked against `npm view PKG@VERSION dist.integrity` and extracted
# with tar into ex/): vega-datasets 3.2.1 (birdstrikes.csv: FAA wildlife strikes, the animal's
# size, 10,000 rows, 3 classes) and @observablehq/sample-datasets 1.0.1 (olympians.csv: Rio 2016
# athletes, the sport among 12 individual sports, 7,594 rows, 12 classes).  Reserves
# vega_birdstrikes_phase5 and obs_olympians_sex2 (README).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 200   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch() {   # PKG VERSION TARBALL DIR: npm pack of the pinned version, integrity checked, extracted
  [ -f "pkgs/$3" ] || (cd pkgs && npm pack "$1@$2" > /dev/null)
  want=$(npm view "$1@$2" dist.integrity)
  got="sha512-$(openssl dgst -sha512 -binary "pkgs/$3" | base64 -w0)"
  echo "$1@$2 $3 registry integrity $want; file $got" | tee -a "$OUT/npm_integrity.log"
  [ "$want" = "$got" ] || { echo "integrity mismatch for $1@$2" >&2; exit 1; }
  [ -d "ex/$4/package" ] || { mkdir -p "ex/$4"; tar -xzf "pkgs/$3" -C "ex/$4"; }
}
fetch vega-datasets 3.2.1 vega-datasets-3.2.1.tgz vega-datasets
fetch @observablehq/sample-datasets 1.0.1 observablehq-sample-datasets-1.0.1.tgz obs
TABLES="vega_birdstrikes_size3 obs_olympians_sport12"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
