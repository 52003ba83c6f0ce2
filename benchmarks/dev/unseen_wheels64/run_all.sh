#!/bin/bash
# Sixty-fourth outside check of DPForestClassifier's default on geodesy / surveying tables: the
# registry of coordinate reference systems that the wheel of pyproj 3.7.2 ships
# (pyproj/proj_dir/share/proj/proj.db: PROJ's SQLite copy of the EPSG Geodetic Parameter Dataset
# and ESRI's, IGNF's and IAU's definitions) -- the map-projection method of a projected CRS
# (Transverse Mercator, Lambert Conic Conformal 2SP or 1SP, another) from its code, area of use,
# scope, deprecation, axis unit and orientation, base ellipsoid and datum year, and the CRSs on
# the same conversion and base CRS: EPSG's 5,636 projected CRSs and ESRI's 920 current ones.
# The pre-check (README) decides which tables run; the two reserves in tables.py run only if a
# table they stand for fails.  pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels64}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen64}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (the wheel -- this machine's CPython 3.11 manylinux build -- unpacked
# under ex/pyproj)
"$FIRST/fetch_wheels.sh" pyproj==3.7.2
# the tables that passed the non-private pre-check (README)
TABLES="epsg_projection_method esri_projection_method"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
