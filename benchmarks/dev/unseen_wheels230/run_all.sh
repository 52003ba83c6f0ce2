#!/usr/bin/env bash
# Batch 230: Debian bookworm's r-cran-modeldata 1.1.0-1 (modeldata's grants, 8,708 University of
# Melbourne grant applications; first run on its credit_data, set aside as not new), fetched with `apt-get download r-cran-modeldata=1.1.0-1` (nothing is
# installed; md5 checked against the archive's MD5sum below; extracted with dpkg-deb -x into ex/).
# extract_r230.py reads it with the shared r_package_data.py (rdata).  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-229, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other git command was allowed);
# the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 230   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-modeldata=1.1.0-1 r-cran-modeldata_1.1.0-1_all.deb 643213a05b0a683e5b36ab20ae51f003"   # batch_frame.sh
python3 -W ignore "$HERE/extract_r230.py" ex/usr/lib/R/site-library/modeldata . | tee "$OUT/extract.log"
sha256sum ex/usr/lib/R/site-library/modeldata/data/Rdata.rdb ex/usr/lib/R/site-library/modeldata/data/Rdata.rdx grants.csv credit_data.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"mdl_grants_class"}   # the first run used TABLES=mdl_credit_status (set aside)
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
