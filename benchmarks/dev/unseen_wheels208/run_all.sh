#!/usr/bin/env bash
# Batch 208: two packages of the npm registry, fetched with `npm pack PKG@VERSION` (nothing is
# installed; the tarballs are checked against `npm view PKG@VERSION dist.integrity` and extracted
# with tar into ex/): linguist-languages 9.5.0 (data/*.js: GitHub Linguist's languages.yml, a
# language's type, 833 rows, 4 classes; dumped to ex/ling/languages.json with node, importing the
# package's own index.js) and @mdn/browser-compat-data 8.1.9 (data.json: MDN's browser-compat data,
# a feature's area from its support history, 18,838 rows, 9 classes).
# Reserves ling_language_prog2 and bcd_deprecated2 (README).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through this folder's run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 208   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch() {   # PKG VERSION TARBALL DIR: npm pack of the pinned version, integrity checked, extracted
  [ -f "pkgs/$3" ] || (cd pkgs && npm pack "$1@$2" > /dev/null)
  want=$(npm view "$1@$2" dist.integrity)
  got="sha512-$(openssl dgst -sha512 -binary "pkgs/$3" | base64 -w0)"
  echo "$1@$2 $3 registry integrity $want; file $got" | tee -a "$OUT/npm_integrity.log"
  [ "$want" = "$got" ] || { echo "integrity mismatch for $1@$2" >&2; exit 1; }
  [ -d "ex/$4/package" ] || { mkdir -p "ex/$4"; tar -xzf "pkgs/$3" -C "ex/$4"; }
}
fetch linguist-languages 9.5.0 linguist-languages-9.5.0.tgz ling
fetch @mdn/browser-compat-data 8.1.9 mdn-browser-compat-data-8.1.9.tgz bcd
# the Linguist data are ES modules: one JSON array of the 833 language objects, via node
[ -f ex/ling/languages.json ] || node -e '
  import(process.argv[1]).then(m => {
    const L = Object.keys(m).sort().map(k => m[k]);
    require("fs").writeFileSync(process.argv[2], JSON.stringify(L));
  })' "$UNSEEN_DIR/ex/ling/package/index.js" ex/ling/languages.json
TABLES="ling_language_type4 bcd_area9"
# batch_frame.sh's batch_grid, with this batch's run_seeds.sh (its git header changed, see there)
python3 "$HERE/tables.py" $TABLES > tables.log
cp tables.log "$OUT/"
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$HERE/run_seeds.sh" $TABLES
