#!/usr/bin/env bash
# Batch 222: Debian bookworm's r-cran-tcr 2.3.2+ds-1 (tcR's twb, the twins T-cell receptor
# beta-chain clonesets), fetched with `apt-get download r-cran-tcr=2.3.2+ds-1` (nothing is
# installed; md5 checked against the archive's MD5sum below; extracted with dpkg-deb -x into ex/).
# extract_r222.py reads it with the shared r_package_data.py (rdata).  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-221, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (no other git command was allowed);
# the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 222   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-tcr=2.3.2+ds-1 r-cran-tcr_2.3.2+ds-1_amd64.deb 6a6b9ab872c2658e622608526f34dfae"   # batch_frame.sh
python3 -W ignore "$HERE/extract_r222.py" ex/usr/lib/R/site-library/tcR . | tee "$OUT/extract.log"
sha256sum ex/usr/lib/R/site-library/tcR/data/twb.rda twb.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"tcr_twb_jgene"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
