#!/bin/bash
# The whole measurement, one fitting process at a time (waits for the first pass, PID $1).
D=/work/main/benchmarks/dev/manyclass_depth; R=/work/main/benchmarks/results/manyclass_depth
S=/tmp/exportmc/benchmarks/dev/manyclass_depth/run_specs.sh
while kill -0 "$1" 2>/dev/null; do sleep 5; done
MC_CMIN=6 $S $D/specs_mc2.txt $R/rows_mc.csv 0,1,2,3,4
MC_CMIN=2 MC_CMAX=5 $S $D/specs_ctl.txt $R/rows_ctl.csv 0,1,2
cat $D/specs_mc1.txt $D/specs_mc2.txt > /tmp/mc_specs_all.txt
MC_CMIN=6 $S /tmp/mc_specs_all.txt $R/rows_mc.csv 5,6,7,8,9
echo QUEUE DONE
