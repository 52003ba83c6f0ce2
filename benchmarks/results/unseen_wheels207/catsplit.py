"""Batch 207's check refits: benchmarks/dev/unseen_wheels/catcheck.py split on its tables."""
import runpy
import sys
from pathlib import Path
sys.argv[1:] = ["split", "fann_thyroid3"]
runpy.run_path(str(Path(__file__).resolve().parents[2] / "dev/unseen_wheels/catcheck.py"),
               run_name="__main__")
