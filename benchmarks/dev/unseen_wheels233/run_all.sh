#!/usr/bin/env bash
# Batch 233: Debian bookworm's r-cran-epitools 1:0.5-10.1-2 (epitools' wnv, West Nile virus human
# cases reported in California, 2004), fetched with `apt-get download r-cran-epitools=1:0.5-10.1-2`
# (nothing is installed; md5 checked against the archive's MD5sum below; extracted with
# dpkg-deb -x into ex/).  extract_r233.py reads it with the shared r_package_data.py (rdata).  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-222, the log
# header is written with `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other git
# command was allowed); the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 233   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-epitools=1:0.5-10.1-2 r-cran-epitools_1%3a0.5-10.1-2_all.deb aa7a2d4dddf80ea45b2643b0e43b7940"   # batch_frame.sh
python3 -W ignore "$HERE/extract_r233.py" ex/usr/lib/R/site-library/epitools . | tee "$OUT/extract.log"
sha256sum ex/usr/lib/R/site-library/epitools/data/wnv.rda wnv.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"wnv_wnnd"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
