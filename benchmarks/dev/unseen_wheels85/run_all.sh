#!/bin/bash
# Eighty-fifth outside check of DPForestClassifier's default on chemistry / materials tables: the
# CRC Handbook's physical-constant tables as the wheel of chemicals 1.5.2 ships them
# (chemicals/Misc/Physical Constants of Organic / Inorganic Compounds.csv, with the Yaws
# critical-property and gas Hf / S0 tables and the package's PubChem identifier files for the
# formula) -- which element family an organic compound belongs to (hydrocarbon, C/H/O, nitrogen,
# halogen, sulfur, other elements), from its physical constants: 9,767 compounds; and which anion
# a simple inorganic salt is (fluoride, chloride, bromide, iodide, oxide, sulfide), from its
# cation's element, oxidation state, water of hydration, Tm, Tb and density: 717 salts.
# The pre-check (README) decided which tables run: both passed; the reserves
# (yaws_organic_family, crc_inorganic_cation_family) do not run.
# pip download --no-deps: nothing is installed or built.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), the steps of its run_grid.sh, in ONE process (the machine's 2
# cores are shared with other work): 3 seeds (SEEDS_LIST, resumable).
# The commit of $REPO at the start of the grid, the src files
# then modified in its working tree and a hash of their diff are written to the top of its log
# (the diff itself beside the results).  REPO defaults to the checkout holding this script; when
# the script runs from a `git archive` export (no .git), set REPO to the working tree it came from.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=${REPO:-$(cd "$HERE/../../.." && pwd)}
FIRST=$HERE/../unseen_wheels        # the first batch's harness scripts, reading this batch's tables
OUT=${OUT:-$HERE/../../results/unseen_wheels85}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen85}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/chemicals)
"$FIRST/fetch_wheels.sh" chemicals==1.5.2
# the tables that passed the non-private pre-check (README)
TABLES="crc_organic_family crc_inorganic_anion"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
