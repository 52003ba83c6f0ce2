"""Batch 204's check refits: benchmarks/dev/unseen_wheels/catcheck.py nodes on its tables."""
import runpy, sys
from pathlib import Path
sys.argv[1:] = ["nodes", "kstars_asteroid_class5", "kstars_comet_class6"]
runpy.run_path(str(Path(__file__).resolve().parents[2] / "dev/unseen_wheels/catcheck.py"),
               run_name="__main__")
