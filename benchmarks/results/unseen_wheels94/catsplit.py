"""This batch's check refits: benchmarks/dev/unseen_wheels/catcheck.py split on its tables."""
import runpy, sys
from pathlib import Path
sys.argv[1:] = ["split", "bs_mesulam_lh_vertex", "bs_mesulam_rh_parcel"]
runpy.run_path(str(Path(__file__).resolve().parents[2] / "dev/unseen_wheels/catcheck.py"),
               run_name="__main__")
