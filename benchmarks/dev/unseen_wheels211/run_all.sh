#!/usr/bin/env bash
# Batch 211: Debian bookworm's r-cran-psychotree 0.16-0-1 (SPISA) and r-cran-adegenet 2.1.10-1
# (microbov), fetched with `apt-get download PACKAGE=VERSION` (nothing is installed; md5 checked
# against the archive's MD5sum below; extracted with dpkg-deb -x into ex/).  r-cran-sparr 2.2-17-1
# held the reserve (cumbria_fmd_case), which failed the pre-check like evs_first_goal; the .deb is
# still fetched and extracted so that extract_psychotree.py writes every CSV tables.py can load.
# extract_psychotree.py reads the objects with rdata 1.1.0.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# in ONE process: 3 seeds.  As in batches 209-210, the log header is written with
# `git rev-parse HEAD` and `git diff HEAD --stat -- src` only (run_seeds.sh runs other git
# commands); the loop is otherwise run_seeds.sh's.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 211   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_debs "r-cran-psychotree=0.16-0-1 r-cran-psychotree_0.16-0-1_all.deb 060f407f981f3f9a08e7bb8723d92c12" \
           "r-cran-adegenet=2.1.10-1 r-cran-adegenet_2.1.10-1_amd64.deb 8b1c094099f8ec1cdfa6da72ce861a15" \
           "r-cran-sparr=2.2-17-1 r-cran-sparr_2.2-17-1_all.deb 8453d37711f31dbad39a27809eb6a0ac"   # batch_frame.sh
L=ex/usr/lib/R/site-library
python3 "$HERE/extract_psychotree.py" $L/psychotree $L/sparr . $L/adegenet | tee "$OUT/extract.log"
sha256sum spisa.csv evs.csv fmd.csv fmd_window.csv microbov.csv microbov_alleles.csv | tee -a "$OUT/extract.log"
TABLES="spisa_gender microbov_breed"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
