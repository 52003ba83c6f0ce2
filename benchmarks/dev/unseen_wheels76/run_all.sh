#!/bin/bash
# Seventy-sixth outside check of DPForestClassifier's default on carbohydrate-chemistry tables:
# the glycan-species records that the wheel of glycowork 1.11.0 ships (the Bojar lab's SugarBase
# collection from the literature, glycowork/glycan_data/v12_df_species.csv) -- which kind of
# organism (animals, bacteria, plants, protists, viruses, archaea) a glycan was reported from,
# from counts parsed out of its IUPAC-condensed structure (residues by monosaccharide,
# substituents, linkages by anomer and position, branches, size, reducing end): 21,318 glycans;
# and which class of fungi (5 classes) a fungal glycan was reported from, the same columns: 1,442
# glycans.
# The pre-check (README) decided which tables run; both passed, and the two reserves were not
# needed and do not run.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels76}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen76}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/glycowork)
"$FIRST/fetch_wheels.sh" glycowork==1.11.0
# the tables that passed the non-private pre-check (README)
TABLES="gw_glycan_kingdom gw_fungal_glycan_class"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
