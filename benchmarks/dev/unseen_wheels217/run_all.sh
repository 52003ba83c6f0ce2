#!/usr/bin/env bash
# Batch 217: Debian bookworm's r-cran-mlr 2.19.1+dfsg-1 (spatial.task, the Ecuador landslides),
# r-bioc-noiseq 2.42.0-1 (Marioni) and r-cran-metadat 1.2-0-2 (dat.mccurdy2020, the reserve),
# fetched with `apt-get download PACKAGE=VERSION` (nothing is installed; md5 checked against the
# archive's MD5sum below; extracted with dpkg-deb -x into ex/).  extract_r217.py reads them with the
# shared r_package_data.py (rdata).  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.
# As in batches 209-215, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only (run_seeds.sh runs other git commands); the loop is
# otherwise run_seeds.sh's.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 217   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-mlr=2.19.1+dfsg-1 r-cran-mlr_2.19.1+dfsg-1_amd64.deb a26f8babff7c6a80f3ff6dcec733a457" \
           "r-bioc-noiseq=2.42.0-1 r-bioc-noiseq_2.42.0-1_all.deb d13b8487e97e719428eb6032e4a7fa2c" \
           "r-cran-metadat=1.2-0-2 r-cran-metadat_1.2-0-2_all.deb 5419e4a32d30e788d507200620f7c640"   # batch_frame.sh
L=ex/usr/lib/R/site-library
python3 -W ignore "$HERE/extract_r217.py" $L/mlr $L/NOISeq $L/metadat . | tee "$OUT/extract.log"
sha256sum ecuador.csv marioni.csv mccurdy.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"ecuador_landslide marioni_biotype"}
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
