#!/usr/bin/env bash
# Batch 236: Debian bookworm's r-cran-latticeextra 0.6-30-1 (latticeExtra's ancestry, modal
# ancestry by US county from the 2000 census), fetched with
# `apt-get download r-cran-latticeextra=0.6-30-1` (nothing is installed; md5 checked against the
# archive's MD5sum below; extracted with dpkg-deb -x into ex/).  extract_r236.py reads it with the
# shared r_package_data.py (rdata).  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.  As
# in batches 209-222, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only; the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 236   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-latticeextra=0.6-30-1 r-cran-latticeextra_0.6-30-1_all.deb af1d264a8d30a4cd33506f8818ea1dd0"   # batch_frame.sh
python3 -W ignore "$HERE/extract_r236.py" ex/usr/lib/R/site-library/latticeExtra . | tee "$OUT/extract.log"
sha256sum ex/usr/lib/R/site-library/latticeExtra/data/Rdata.rdb ex/usr/lib/R/site-library/latticeExtra/data/Rdata.rdx ancestry.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"lx_ancestry_top"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
