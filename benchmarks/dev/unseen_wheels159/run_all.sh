#!/usr/bin/env bash
# Batch 159: qiskit-ibm-runtime 0.51.0 (IBM Qiskit Runtime client; Apache-2.0): its fake-provider
# device snapshots (conf / props JSON of IBM Quantum processors).  A qubit's processor family
# (Eagle, Heron, Nighthawk, Falcon, Hummingbird; 5 classes, 3,378 qubits) and a 27-qubit Falcon
# qubit's revision (4 or later; 2 classes, 324 qubits), from its calibration (T1, T2, frequency,
# readout and gate errors and lengths, couplers).  Reserves qpu_family4 and
# qpu_hummingbird_vs_falcon27 (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 159   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/qiskit_ibm_runtime-0.51.0-py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels qiskit-ibm-runtime==0.51.0
[ -d ex/qir ] || python3 -m zipfile -e $W ex/qir
TABLES="qpu_family qpu_falcon27_rev"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
