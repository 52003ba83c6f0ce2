#!/usr/bin/env bash
# Batch 247: Debian bookworm's r-cran-emoa 0.5-0.1-1+b1 (emoa's cec2007, the CEC 2007
# multiobjective optimization competition results of 8 algorithms), fetched with
# `apt-get download r-cran-emoa=0.5-0.1-1+b1` (nothing is installed; md5 checked against the
# archive's MD5sum below; extracted with dpkg-deb -x into ex/), and r-cran-etm 1.1.1-1 for the
# reserve (named in CHOICE, used only if the first table fails the pre-check).
# extract_r247.py reads cec2007 with the shared r_package_data.py (rdata).  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds.  As in batches 209-240, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only; the loop is otherwise run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 247   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-emoa=0.5-0.1-1+b1 r-cran-emoa_0.5-0.1-1+b1_amd64.deb eb3ab9833155f6de1eb9aaab433b49c4" \
           "r-cran-etm=1.1.1-1 r-cran-etm_1.1.1-1_amd64.deb 913158099d1ec7317d7de054a6e39f73"   # batch_frame.sh
python3 -W ignore "$HERE/extract_r247.py" ex/usr/lib/R/site-library/emoa . | tee "$OUT/extract.log"
sha256sum ex/usr/lib/R/site-library/emoa/data/Rdata.rdb cec2007.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"emoa_cec2007_algo"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
