# second run of the probe snrc vs cur, run from this folder with the first run's runner and variants file
RUN=../../mwsnr/scripts/run.py; V=../../mwsnr/scripts/variants_probe.py
export OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1
nice -n 10 python3 $RUN cells_main.csv rows_main.csv $V cur,snrc    # 324 cells, seeds 100+
nice -n 10 python3 $RUN cells_named.csv rows_named.csv $V cur,snrc  # 6 tables x 4 eps, seeds 200-223
nice -n 10 python3 $RUN cells_acts.csv rows_acts.csv $V cur,snrc    # 17 can-act cells, seeds 300-347
# (../../mwsnr/rows_probe_snrc.csv: the first run's probe rows, regenerated there)
python3 analyze2.py rows_main.csv rows_named.csv ../../mwsnr/rows_probe_snrc.csv rows_acts.csv > an.txt
python3 crossrun.py > crossrun.txt
