#!/usr/bin/env bash
# Batch 289: one package of the npm registry, fetched with `npm pack nlptoolkit-dictionary@1.0.16`
# (nothing is installed or run; the tarball is checked against `npm view
# nlptoolkit-dictionary@1.0.16 dist.integrity` and extracted with tar into ex/tkd):
# turkish_dictionary.txt, the Starlang Turkish dictionary (62,120 bare forms with POS flags).
# tables.py reads it with plain Python / pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds.  As in batches 209-288, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 289   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm nlptoolkit-dictionary 1.0.16 nlptoolkit-dictionary-1.0.16.tgz tkd
sha256sum ex/tkd/package/turkish_dictionary.txt | tee "$OUT/data_sha256.log"
TABLES="trdict_pos4"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
