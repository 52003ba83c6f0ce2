"""This batch's check refits: benchmarks/dev/unseen_wheels/catcheck.py nodes on its tables."""
import runpy, sys
from pathlib import Path
sys.argv[1:] = ["nodes", "fa_noun_adj_reading", "fa_minor_tagsets"]
runpy.run_path(str(Path(__file__).resolve().parents[2] / "dev/unseen_wheels/catcheck.py"),
               run_name="__main__")
