#!/usr/bin/env bash
# Batch 250: Debian bookworm's r-cran-survival 3.5-3-1 (survival's mgus2, 1,384 Mayo Clinic MGUS
# patients), fetched with `apt-get download r-cran-survival=3.5-3-1` (nothing is installed; md5
# checked against the archive's MD5sum below; extracted with dpkg-deb -x into ex/).
# extract_r250.py reads it with the shared r_package_data.py (rdata).  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-247, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other git command was allowed);
# the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 250   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-survival=3.5-3-1 r-cran-survival_3.5-3-1_amd64.deb ebd163beddfb45876758dbcadf2fe37f"   # batch_frame.sh
python3 -W ignore "$HERE/extract_r250.py" ex/usr/lib/R/library/survival . | tee "$OUT/extract.log"
sha256sum ex/usr/lib/R/library/survival/data/Rdata.rdb mgus2.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"survival_mgus2_sex"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
