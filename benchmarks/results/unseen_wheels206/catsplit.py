"""Batch 206's check refits: benchmarks/dev/unseen_wheels/catcheck.py split on its tables."""
import runpy
import sys
from pathlib import Path
sys.argv[1:] = ["split", "ocv_letter_aj10", "ocv_letter_p2"]
runpy.run_path(str(Path(__file__).resolve().parents[2] / "dev/unseen_wheels/catcheck.py"),
               run_name="__main__")
