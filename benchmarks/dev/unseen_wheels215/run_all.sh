#!/usr/bin/env bash
# Batch 215: Debian bookworm's r-cran-ggridges 0.5.4-1 (lincoln_weather), r-cran-bdgraph
# 2.72+dfsg-1 (surveyData) and r-cran-glmmtmb 1.1.5+dfsg-4 (Owls, the reserve), fetched with
# `apt-get download PACKAGE=VERSION` (nothing is installed; md5 checked against the archive's
# MD5sum below; extracted with dpkg-deb -x into ex/).  extract_r215.py reads them with the shared
# r_package_data.py (rdata).  The grid uses the first batch's run_bench.py / analyze.py /
# compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds.
# As in batches 209-213, the log header is written with `git rev-parse HEAD` and
# `git diff HEAD --stat -- src` only (run_seeds.sh runs other git commands); the loop is
# otherwise run_seeds.sh's.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 215   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-ggridges=0.5.4-1 r-cran-ggridges_0.5.4-1_all.deb df87017db81e2cb692637937ec814de9" \
           "r-cran-bdgraph=2.72+dfsg-1 r-cran-bdgraph_2.72+dfsg-1_amd64.deb cabc46c65210105d2deab20ef6b35a83" \
           "r-cran-glmmtmb=1.1.5+dfsg-4 r-cran-glmmtmb_1.1.5+dfsg-4_amd64.deb a15bdbb0aed1c94cc0f98c406803fbc2"   # batch_frame.sh
L=ex/usr/lib/R/site-library
python3 "$HERE/extract_r215.py" $L/ggridges $L/BDgraph $L/glmmTMB . | tee "$OUT/extract.log"
sha256sum lincoln.csv survey.csv owls.csv | tee -a "$OUT/extract.log"
TABLES=${TABLES:-"lincoln16_month owls_food"}   # gss94_degree failed the pre-check; the reserve replaces it
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
