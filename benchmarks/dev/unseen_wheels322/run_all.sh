#!/usr/bin/env bash
# Batch 322: one Debian bookworm package other than R's, fetched with `apt-get download PKG=VERSION`
# (nothing is installed; md5 checked against the value below, which equals the archive's MD5sum;
# extracted with dpkg-deb -x into ex/): kicad-symbols 6.0.10-1 (usr/share/kicad/symbols/*.kicad_sym,
# KiCad's schematic symbol libraries).  tables.py reads them with a small S-expression tokenizer.
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 322   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p debs ex
fetch_deb kicad-symbols_6.0.10-1_all.deb kicad-symbols=6.0.10-1 10d1fdadc520cf14755ed26004a25cdb
sha256sum debs/kicad-symbols_6.0.10-1_all.deb | tee "$OUT/deb_sha256.log"
TABLES="kicad_sym_family24"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
