"""Batch 233's fresh-noise look at the eps 0.1 cell of wnv_wnnd (n*eps 34): pools every 10-split
run's eps 0.1 fits (the refit of record, its full repeat and eight eps-0.1-only repeats, all on
the same splits 0-9; the DP noise is not seeded by the split, so each run is a fresh draw).
The pooling is batch 245's noise245.py (the same code with the table and eps as arguments),
run here on this cell; the output is as before.

    python3 noise233.py CSV [CSV ...]
"""
import runpy
import sys
from pathlib import Path

sys.argv = [sys.argv[0], "wnv_wnnd", "0.1", *sys.argv[1:]]
runpy.run_path(str(Path(__file__).resolve().parents[1] / "unseen_wheels245" / "noise245.py"),
               run_name="__main__")
