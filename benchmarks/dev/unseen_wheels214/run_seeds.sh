#!/bin/bash
# Batch 214's copy (as batch 208's) of the shared unseen_wheels/run_seeds.sh, changed only in its log header: this
# batch's brief allows no git command but `rev-parse HEAD` and `diff HEAD --stat -- src` (no
# `git status`, which may rewrite the index, and no full `git diff`), so the header holds those
# two and src_diff_at_start_*.patch holds the --stat output.  Everything else is as shared: for
# each seed count in SEEDS_LIST, the grid of the shared run_bench.py over TABLES (arguments) in
# ONE process, then the shared analyze.py and compact.py, every output copied to $OUT.
set -e
FIRST=$(cd "$(dirname "$0")/../unseen_wheels" && pwd)
for s in $SEEDS_LIST; do
  git -C "$REPO" diff HEAD --stat -- src > "$OUT/src_diff_at_start_${s}seeds.patch"
  { echo "# HEAD $(git -C "$REPO" rev-parse HEAD) at $(date -u +%FT%TZ)";
    sed 's/^/# src diff --stat: /' "$OUT/src_diff_at_start_${s}seeds.patch";
    echo "# src diff --stat sha256 $(sha256sum < "$OUT/src_diff_at_start_${s}seeds.patch" | cut -c1-16)"; } > run${s}.log
  UNSEEN_OUT=results_${s}.csv UNSEEN_SEEDS=$s nice -n 10 python3 "$FIRST/run_bench.py" "$@" >> run${s}.log 2>&1
  if [ "$s" = 3 ]; then r=results.csv; tag=3seeds; sfx=; else r=results_${s}seeds.csv; tag=${s}seeds; sfx=_${s}seeds; fi
  cp results_${s}.csv $r
  python3 "$FIRST/analyze.py" $r > report_tables$sfx.md; cp cells.csv cells_$tag.csv
  python3 "$FIRST/compact.py" $r > compact_results$sfx.md
  cp $r report_tables$sfx.md cells_$tag.csv compact_results$sfx.md run${s}.log "$OUT/"
done
