"""This batch's copy: the shared benchmarks/dev/unseen_wheels/refit10_cells.py (arguments passed on)."""
import runpy
from pathlib import Path
runpy.run_path(str(Path(__file__).resolve().parents[2] / "dev/unseen_wheels/refit10_cells.py"),
               run_name="__main__")
