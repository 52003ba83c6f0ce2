"""Best single-column rule on batch 100's two tables: benchmarks/dev/unseen_wheels/single_column.py
on its tables.  Run: UNSEEN_DIR=/tmp/unseen100 python3 single_column.py"""
import runpy, sys
from pathlib import Path
dev = Path(__file__).resolve().parents[2] / "dev"
sys.argv[1:] = [str(dev / "unseen_wheels100"), "schwifty_bank_country", "schwifty_bank_at_ch"]
runpy.run_path(str(dev / "unseen_wheels/single_column.py"), run_name="__main__")
