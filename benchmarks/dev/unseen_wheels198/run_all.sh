#!/usr/bin/env bash
# Batch 198: Debian bookworm's packaged Bioconductor libraries: r-bioc-tcgabiolinksgui.data
# 1.18.0+dfsg-1 (TCGAbiolinksGUI.data::glioma.idh.model's training data: TCGA gliomas, 1,205
# methylation probes, pan-glioma cluster LGm1-6, 880 rows, 6 classes) and r-bioc-destiny
# 3.12.0-1 (destiny::guo_norm, Guo et al. 2010 mouse embryo single-cell qPCR: cell stage, 428
# rows, 6 classes).  Reserves tcgagui_glioma_idh2 and destiny_guo_late3 (README).
# apt-get download of the pinned versions (nothing is installed: dpkg-deb -x into ex/); the data
# are read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 198   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
for pv in tcgabiolinksgui.data=1.18.0+dfsg-1 destiny=3.12.0-1; do
  p=${pv%%=*}; v=${pv#*=}
  ls debs/r-bioc-${p}_${v}_*.deb >/dev/null 2>&1 || (cd debs && apt-get download "r-bioc-$p=$v")
done
[ -d ex/usr/lib/R/site-library/TCGAbiolinksGUI.data ] || dpkg-deb -x debs/r-bioc-tcgabiolinksgui.data_1.18.0+dfsg-1_*.deb ex
[ -d ex/usr/lib/R/site-library/destiny ] || dpkg-deb -x debs/r-bioc-destiny_3.12.0-1_*.deb ex
TABLES="tcgagui_glioma_lgm6 destiny_guo_stage6"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
