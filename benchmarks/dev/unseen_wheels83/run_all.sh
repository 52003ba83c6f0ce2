#!/bin/bash
# Eighty-third outside check of DPForestClassifier's default on typography tables: the glyphs of
# the TrueType fonts that the wheel of matplotlib 3.11.2 ships (matplotlib/mpl-data/fonts/ttf/) --
# which STIXGeneral face (regular, bold, italic, bold italic) a glyph outline is from, from its
# metrics and outline statistics: 7,162 glyphs; and which of 8 Computer Modern fonts (cmr10,
# cmb10, cmti10, cmss10, cmtt10, cmmi10, cmsy10, cmex10) a glyph is from: 1,033 glyphs.
# The pre-check (README) decided which tables run: stix_glyph_style and cm_glyph_font passed; their
# reserves (stix_glyph_style_all, cm_text_font) do not run.
# pip download --no-deps: nothing is installed or built (the fonts are read with fontTools, a
# matplotlib dependency already on the machine).
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
OUT=${OUT:-$HERE/../../results/unseen_wheels83}
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen83}
export UNSEEN_TABLES=$HERE OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$UNSEEN_DIR" "$OUT"; cd "$UNSEEN_DIR"
# the first batch's fetch (a manylinux wheel, unpacked under ex/matplotlib; only its fonts are read)
"$FIRST/fetch_wheels.sh" matplotlib==3.11.2
# the tables that passed the non-private pre-check (README)
TABLES="stix_glyph_style cm_glyph_font"
python3 "$HERE/tables.py" $TABLES > tables.log                  # n, p, C, majority per table
cp tables.log "$OUT/"
# the seed loop, shared by the batches (the first batch's run_seeds.sh)
REPO="$REPO" OUT="$OUT" SEEDS_LIST="${SEEDS_LIST:-3}" "$FIRST/run_seeds.sh" $TABLES
