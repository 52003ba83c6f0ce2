#!/bin/bash
# Seventy-fourth outside check of DPForestClassifier's default on election tables: the data file
# that the wheel of uk-politics 1.0.5 ships (the House of Commons Library's constituency results
# of the UK general elections 1997-2019, uk_politics/data/GE_results.tsv) -- which party group a
# constituency result of 1997-2015 belongs to (8 groups), from its votes, share and rank, the
# constituency's electorate, turnout, region and the year: 15,331 results; and which party won a
# constituency in 2019 (6 groups) from its 2017 result, electorate and region: 650 seats.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels74}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen74}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/uk_politics)
"$FIRST/fetch_wheels.sh" uk-politics==1.0.5
# the tables that passed the non-private pre-check (README)
TABLES="ukge_result_party ukge_2019_seat_winner"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
