"""0.6.47 (this refit of every table of batches 1-366) against the record it replaces, 0.6.37's
(its refit of batches 1-330 and the records of 331-366, run on 0.6.37 itself), cell by cell with
benchmarks/dev/unseen_pooled.py's judge against the same recorded peer rows.  Run from the
repository root:
    python3 benchmarks/results/unseen_refit_0647/scripts/today_vs_0637.py"""
import sys; sys.path.insert(0, "benchmarks/dev")
import numpy as np, pandas as pd
from unseen_pooled import cells, describe

rec = cells()
new = cells("benchmarks/results/unseen_refit_0647/rows.csv")
old = cells("benchmarks/results/unseen_refit_0637/rows.csv")
old = pd.concat([old[old.batch <= 330], rec[rec.batch >= 331]])

for nm, t in (("0.6.37 (refit 1-330 + records 331-366)", old), ("0.6.47 refit (1-366)", new)):
    describe(nm, t)
k = ["batch", "dataset", "epsilon"]
j = old.merge(new, on=k, suffixes=("_o", "_n"))
d = j.default_n - j.default_o
print(f"paired cells {len(j)}: mean accuracy 0.6.47 - 0.6.37 {d.mean():+.4f} ± {d.std(ddof=1) / np.sqrt(len(d)):.4f}; "
      f"within now and not before {int((j.within_n & ~j.within_o).sum())}, the other way {int((~j.within_n & j.within_o).sum())}")
