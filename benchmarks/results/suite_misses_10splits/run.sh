set -x
B=/tmp/peerv/bin/dpforest
export OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
nice -n 10 $B benchmark --datasets iris --methods default snr --epsilons 2 --seeds 10 --out iris --no-progress
nice -n 10 $B benchmark --datasets biopsy --methods default diffprivlib-rf --epsilons 1 --seeds 10 --out biopsy --no-progress
nice -n 10 $B benchmark --datasets breast_cancer --methods default diffprivlib-rf --epsilons 0.5 --seeds 10 --out bc --no-progress
nice -n 10 $B benchmark --datasets arrests --methods default dp-ebm --epsilons 2 --seeds 10 --out arrests --no-progress
nice -n 10 $B benchmark --datasets default --methods default diffprivlib-nb diffprivlib-lr --epsilons 0.1 0.5 2 --seeds 10 --out islr --no-progress
