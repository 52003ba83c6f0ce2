# The frame every outside batch's run_all.sh repeated, sourced by it after `set -e` and
# HERE=$(cd "$(dirname "$0")" && pwd), with the batch's number:
#     . "$HERE/../unseen_wheels/batch_frame.sh" N
# It sets REPO (default: the checkout holding the batch; set it when the batch runs from a
# `git archive` export), FIRST (this folder: the first batch's harness scripts, which read the
# batch's tables.py through UNSEEN_TABLES), OUT (default benchmarks/results/unseen_wheelsN) and
# UNSEEN_DIR (default /tmp/unseenN), one thread for BLAS and numba, makes UNSEEN_DIR and OUT and
# enters UNSEEN_DIR, where the batch's data lines then run.  `batch_grid TABLE...` writes
# tables.log (n, p, C, majority per table) beside the results and runs the shared seed loop
# (run_seeds.sh: SEEDS_LIST seeds, 3 by default, resumable, in one process).
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels
OUT=${OUT:-$HERE/../../results/unseen_wheels$1}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen$1}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"

batch_grid() {
  python3 "$HERE/tables.py" "$@" > tables.log
  cp tables.log "$OUT/"
  REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" "$@"
}
