#!/usr/bin/env bash
# Batch 225: Debian bookworm's r-cran-janeaustenr 1.0.0-1 (Julia Silge's janeaustenr: the Project
# Gutenberg texts of Jane Austen's six novels), fetched with `apt-get download
# r-cran-janeaustenr=1.0.0-1` (nothing is installed; md5 checked against the archive's MD5sum below;
# extracted with dpkg-deb -x into ex/).  extract_r225.py reads it with the shared r_package_data.py
# (rdata) and cuts the novels into paragraphs.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds.  As in batches 209-222, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only (no other git command was allowed); the loop is otherwise
# run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 225   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-janeaustenr=1.0.0-1 r-cran-janeaustenr_1.0.0-1_all.deb 694bf972d822e02aaaf36420e21a5453"   # batch_frame.sh
python3 -W ignore "$HERE/extract_r225.py" ex/usr/lib/R/site-library/janeaustenr . | tee "$OUT/extract.log"
sha256sum ex/usr/lib/R/site-library/janeaustenr/data/Rdata.rdb austen_paragraphs.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"austen_para_novel"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
