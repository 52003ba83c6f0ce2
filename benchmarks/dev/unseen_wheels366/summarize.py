"""Batch 366's copy: the shared benchmarks/dev/unseen_wheels/summarize.py (arguments passed on)."""
import runpy
from pathlib import Path
runpy.run_path(str(Path(__file__).resolve().parents[1] / "unseen_wheels/summarize.py"),
               run_name="__main__")
