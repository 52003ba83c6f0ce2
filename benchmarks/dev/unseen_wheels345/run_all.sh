#!/usr/bin/env bash
# Batch 345: one package of the npm registry, fetched with `npm pack devtools-protocol@0.0.1734725`
# (nothing is installed or run; the tarball is checked against `npm view
# devtools-protocol@0.0.1734725 dist.integrity` and extracted with tar into ex/devtools):
# json/browser_protocol.json and json/js_protocol.json, the Chrome DevTools Protocol as Chromium
# publishes it (59 domains, 677 commands, 232 events).  tables.py reads them with json / pandas.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-343, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 345   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm devtools-protocol 0.0.1734725 devtools-protocol-0.0.1734725.tgz devtools
sha256sum ex/devtools/package/json/browser_protocol.json ex/devtools/package/json/js_protocol.json \
  | tee "$OUT/data_sha256.log"
TABLES="cdp_message_kind2"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
