#!/bin/bash
# The seed loop every outside batch's run_all.sh ends with (batches 8-10 call it): for each seed
# count in SEEDS_LIST, the grid of run_bench.py over TABLES (arguments) in ONE process, then
# analyze.py and compact.py, every output copied to $OUT.  The commit of $REPO at the start of
# each grid, the src files then modified in the working tree and a hash of their diff go to the
# top of its log (the diff itself beside the results).  Run from $UNSEEN_DIR with UNSEEN_TABLES,
# UNSEEN_DIR, REPO, OUT and SEEDS_LIST set by the batch's run_all.sh (EXPORT_HEADER set: the
# header of a run from an export, below).
set -e
FIRST=$(cd "$(dirname "$0")" && pwd)
for s in $SEEDS_LIST; do
  if [ -n "${EXPORT_HEADER:-}" ]; then
    # run from a `git archive` export while the checkout's HEAD may move (batch_frame.sh's
    # export_grid): the checkout's HEAD and changed src files (`git diff HEAD --stat`, the only
    # git commands those batches allowed themselves), the exported commit and the dpforest imported
    { echo "# HEAD $(git -C "$REPO" rev-parse HEAD) at $(date -u +%FT%TZ)";
      echo "# git diff HEAD --stat -- src: [$(git -C "$REPO" diff HEAD --stat -- src)]";
      echo "# code run: the export of ${EXPORT_COMMIT:-?} (PYTHONPATH=$PYTHONPATH)";
      python3 -c "import dpforest; print('# imports dpforest', dpforest.__version__, 'from', dpforest.__file__)"; } > run${s}.log
  else
    { echo "# HEAD $(git -C "$REPO" rev-parse HEAD) at $(date -u +%FT%TZ)";
      git -C "$REPO" status --short -- src | sed 's/^/# dirty: /';
      echo "# src diff sha256 $(git -C "$REPO" diff -- src | sha256sum | cut -c1-16)"; } > run${s}.log
    git -C "$REPO" diff -- src > "$OUT/src_diff_at_start_${s}seeds.patch"
  fi
  UNSEEN_OUT=results_${s}.csv UNSEEN_SEEDS=$s nice -n 10 python3 "$FIRST/run_bench.py" "$@" >> run${s}.log 2>&1
  if [ "$s" = 3 ]; then r=results.csv; tag=3seeds; sfx=; else r=results_${s}seeds.csv; tag=${s}seeds; sfx=_${s}seeds; fi
  cp results_${s}.csv $r
  python3 "$FIRST/analyze.py" $r > report_tables$sfx.md; cp cells.csv cells_$tag.csv
  python3 "$FIRST/compact.py" $r > compact_results$sfx.md
  cp $r report_tables$sfx.md cells_$tag.csv compact_results$sfx.md run${s}.log "$OUT/"
done
