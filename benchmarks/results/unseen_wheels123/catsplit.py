"""This batch's check refits: benchmarks/dev/unseen_wheels/catcheck.py split on its table."""
import runpy, sys
from pathlib import Path
sys.argv[1:] = ["split", "capuchin_technique3"]
runpy.run_path(str(Path(__file__).resolve().parents[2] / "dev/unseen_wheels/catcheck.py"),
               run_name="__main__")
