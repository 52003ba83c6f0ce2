#!/bin/bash
# Eighty-eighth outside check of DPForestClassifier's default on computing-hardware tables: the
# x86-64 and Knights Corner (Xeon Phi, k1om) instruction sets as the sdist of opcodes 0.3.14
# ships them (opcodes/x86_64.xml, opcodes/k1om.xml: Marat Dukhan's Opcodes database) -- which
# instruction-set extension family an x86-64 instruction form belongs to (7 classes), from its
# operands and encoding bytes: 6,026 forms; and what kind of operation a Knights Corner
# instruction form performs (7 classes), from the same columns: 1,253 forms.
# The pre-check (README) decided which tables run: both passed; the reserves (x86_form_isa,
# knc_vector_form_op) do not run.
# pip download --no-deps: nothing is installed or built (opcodes 0.3.14 is served as an sdist
# only; it is downloaded and unpacked, as batches 24, 25, 32, 40-42, 51 and 86 did).
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
OUT=${OUT:-$HERE/../../results/unseen_wheels88}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen88}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
  MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# opcodes' sdist, downloaded and unpacked (not built; an sdist already downloaded, or already
# unpacked, is not fetched or unpacked again; --no-binary for this package only, batch 40's form)
mkdir -p sdist ex
compgen -G "sdist/opcodes-0.3.14.tar.gz" > /dev/null || \
  python3 -m pip download -q --no-deps --no-binary opcodes -d sdist opcodes==0.3.14
[ -d ex/opcodes ] || { mkdir -p ex/opcodes; tar xzf sdist/opcodes-0.3.14.tar.gz -C ex/opcodes; }
# the tables that passed the non-private pre-check (README)
TABLES="x64_form_isa knc_form_op"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
