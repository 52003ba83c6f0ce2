#!/usr/bin/env bash
# Batch 328: one Debian bookworm package other than R's, fetched with `apt-get download` of the
# pinned version (batch_frame.sh's fetch_deb: md5 checked against the value below, which equals
# `apt-cache show qlcplus-data=4.12.6-1`'s MD5sum; extracted with dpkg-deb -x into ex/; nothing is
# installed or run): qlcplus-data 4.12.6-1 (usr/share/qlcplus/fixtures/*/*.qxf, the Q Light
# Controller Plus fixture library of DMX stage-lighting products).  tables.py reads the XML with
# ElementTree.  The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this
# batch's tables.py through UNSEEN_TABLES) in ONE process: 3 seeds, through export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 328   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb qlcplus-data_4.12.6-1_all.deb qlcplus-data=4.12.6-1 05e963cf0156049dfb036bf3446c4104
echo "qlcplus-data_4.12.6-1_all.deb sha256 $(sha256sum debs/qlcplus-data_4.12.6-1_all.deb | cut -d' ' -f1) (want a339e98cf4dd411abfe4066d58bc6182716c7d4d57f64d0382cbc186f107a22e)" | tee "$OUT/deb_sha256.log"
(cd ex/usr/share/qlcplus/fixtures && find . -name '*.qxf' | LC_ALL=C sort | xargs sha256sum | sha256sum) \
  | sed 's/-$/(sha256 of the sorted per-file sha256 list of the 1,358 .qxf files)/' | tee "$OUT/data_sha256.log"
TABLES="qlc_fixture_type"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
