#!/usr/bin/env bash
# Full grids of the four seed papers, each with the paper's own accounting beside the sound one.
# Usage: DPFOREST_DATA=/path/to/datasets bash benchmarks/run_full_grids.sh PAPER REPEATS
# Writes docs/results/full/PAPER/ and benchmarks/results/papers/PAPER.log (with the wall time).
set -euo pipefail
paper=$1; repeats=$2
cd "$(dirname "$0")/.."
start=$(date +%s)
nice -n 10 python3 -m dpforest.cli reproduce "$paper" --accounting paper --repeats "$repeats" \
    --out "docs/results/full/$paper" --force --no-progress > "benchmarks/results/papers/$paper.log" 2>&1
echo "dpforest reproduce $paper --accounting paper --repeats $repeats --out docs/results/full/$paper: $(( $(date +%s) - start )) s wall" \
    | tee -a "benchmarks/results/papers/$paper.log"
