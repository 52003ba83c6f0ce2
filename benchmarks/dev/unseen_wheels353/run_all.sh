#!/usr/bin/env bash
# Batch 353: one package of the npm registry, fetched with `npm pack @webref/idl@3.85.0`
# (nothing is installed or run; the tarball is checked against `npm view @webref/idl@3.85.0
# dist.integrity` and extracted with tar into ex/webrefidl): the 334 *.idl files, the Web IDL
# that W3C's webref / Reffy extracted from the web platform's specifications.  tables.py reads
# them as text with a small Python tokenizer.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE
# process: 3 seeds.  As in batches 209-351, the log header is written with `git rev-parse HEAD`
# and `git diff HEAD --stat -- src` only.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 353   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p pkgs ex
fetch_npm @webref/idl 3.85.0 webref-idl-3.85.0.tgz webrefidl
(cd ex/webrefidl/package && cat *.idl | sha256sum | sed 's/-$/all 334 *.idl files concatenated in name order/'; \
  ls *.idl | wc -l) | tee "$OUT/data_sha256.log"
TABLES="idl_iface_exposure4"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
