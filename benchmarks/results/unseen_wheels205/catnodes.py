"""Batch 205's check refits: benchmarks/dev/unseen_wheels/catcheck.py nodes on its tables."""
import runpy, sys
from pathlib import Path
sys.argv[1:] = ["nodes", "stellarium_gcvs_type10", "stellarium_feature_type10"]
runpy.run_path(str(Path(__file__).resolve().parents[2] / "dev/unseen_wheels/catcheck.py"),
               run_name="__main__")
