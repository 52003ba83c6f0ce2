#!/bin/bash
# wide outside tables (>= 40 features, data fetched locally), then the narrow controls; one
# process at a time, threads 1, nice 10.  Rows to benchmarks/results/wide_depth/.
cd /tmp/exportwide
export PYTHONPATH=/tmp/exportwide/src OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
R=/work/main/benchmarks/results/wide_depth
E="nice -n 10 python3 benchmarks/dev/wide_depth/wide_depth_eval.py"
S=${SEEDS:-0,1,2}
for spec in unseen:202:oct_arrhythmia2 unseen:171:mlb_sonar unseen:199:hsmm_hours4 \
    unseen:195:kernlab_musk unseen:198:destiny_guo_stage6,tcgagui_glioma_lgm6 \
    unseen:187:fruit_cultivar3 unseen:5:keel_movement_libras,orange_collagen_spectra,keel_splice_junction \
    unseen:183:msqr_film4 unseen:172:seg_well unseen:23:debates_party,mfeat_pixels,mfeat_shape; do
  $E $spec $R/rows_wide.csv $S
done
