#!/usr/bin/env bash
# Batch 242: Debian bookworm's r-cran-dslabs 0.7.4-1 (dslabs' polls_us_election_2016, FiveThirtyEight's
# 4,208 polls of the 2016 US presidential election), fetched with `apt-get download r-cran-dslabs=0.7.4-1`
# (nothing is installed; md5 checked against the archive's MD5sum below; extracted with dpkg-deb -x into
# ex/).  extract_r242.py reads it with the shared r_package_data.py (rdata).  The grid uses the first
# batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-240, the log header is written with `git rev-parse HEAD`
# and `git diff HEAD --stat -- src` only (no other git command was allowed); the loop is otherwise
# run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 242   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-dslabs=0.7.4-1 r-cran-dslabs_0.7.4-1_all.deb baca4ced5504731d1d456338d7774d4d"   # batch_frame.sh
python3 -W ignore "$HERE/extract_r242.py" ex/usr/lib/R/site-library/dslabs . | tee "$OUT/extract.log"
sha256sum ex/usr/lib/R/site-library/dslabs/data/Rdata.rdb polls_us_election_2016.csv trump_tweets.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"dslabs_polls2016_population"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
