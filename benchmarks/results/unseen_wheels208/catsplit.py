"""Batch 208's check refits: benchmarks/dev/unseen_wheels/catcheck.py split on its tables."""
import runpy
import sys
from pathlib import Path
sys.argv[1:] = ["split", "ling_language_type4", "bcd_area9"]
runpy.run_path(str(Path(__file__).resolve().parents[2] / "dev/unseen_wheels/catcheck.py"),
               run_name="__main__")
