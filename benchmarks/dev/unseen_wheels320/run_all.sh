#!/usr/bin/env bash
# Batch 320: one PyPI wheel, fetched with `pip download --no-deps` of a pinned version (nothing
# is installed; sha256 checked against the value below; unzipped into ex/): modm-devices 0.13.1
# (modm_devices/resources/devices/: db.json and the STM32 device files, modm's curated catalogue
# of microcontroller part numbers generated from ST's STM32CubeMX data).  tables.py reads them
# with json / xml.etree.  The grid uses the first batch's run_bench.py / analyze.py / compact.py
# (reading this batch's tables.py through UNSEEN_TABLES), in ONE process: 3 seeds, through
# batch_frame.sh's export_grid.
set -e
# Run it with PYTHONPATH=<export>/src and EXPORT_COMMIT=<the exported commit>: the machine's
# python3 otherwise imports the live checkout's src (an editable install), whose HEAD moves.
[ -n "$PYTHONPATH" ] || { echo "set PYTHONPATH to the export's src" >&2; exit 1; }
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 320   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=modm_devices-0.13.1-py3-none-any.whl
fetch_wheel $W modm-devices==0.13.1 3b7a3c9d9a1fd0019afed1554a45431060fde412a16d25b32389fac74a26add6
[ -d ex/modm ] || python3 -m zipfile -e wheels/$W ex/modm
(cd ex/modm/modm_devices/resources/devices && sha256sum db.json stm32/*.xml) | tee "$OUT/data_sha256.log"
TABLES="modm_stm32_family"
export_grid $TABLES   # batch_frame.sh: tables.log, then the 3-split grid from the export
