"""0.6.47 (this refit of every table of batches 1-366) against the record it replaces, 0.6.37's
(its refit of batches 1-330 and the records of 331-366, run on 0.6.37 itself), cell by cell with
benchmarks/dev/unseen_pooled.py's judge against the same recorded peer rows.  Run from the
repository root:
    python3 benchmarks/results/unseen_refit_0647/scripts/today_vs_0637.py"""
import sys; sys.path.insert(0, "benchmarks/dev")
import numpy as np, pandas as pd
from unseen_pooled import cells

rec = cells()
new = cells("benchmarks/results/unseen_refit_0647/rows.csv")
old = cells("benchmarks/results/unseen_refit_0637/rows.csv")
old = pd.concat([old[old.batch <= 330], rec[rec.batch >= 331]])


def line(name, t):
    print(f"{name}: {int(t.within.sum())} of {len(t)} within, best {int((t.gap >= 0).sum())}, "
          f"tables {t.dataset.nunique()}, batches {t.batch.nunique()}; by eps "
          + " / ".join(str(int(v)) for v in t.groupby('epsilon').within.sum())
          + f"; mean gap {t.gap.mean():+.4f}")
    s = t[t.n_eps < 30]; print("   n*eps<30:", int(s.within.sum()), "of", len(s), "below maj", int(s.below_majority.sum()))
    s = t[(t.n_eps < 100) & (t.classes >= 6)]; print("   6+ classes n*eps<100:", int(s.within.sum()), "of", len(s))
    print("   misses by winner:", t[~t.within].best.value_counts().to_dict())
    m = t[~t.within]; tie = m[(m.best_acc - m.majority).abs() <= 0.01]
    print(f"   {len(tie)} of {len(m)} misses won within a point of the majority rate")


for nm, t in (("0.6.37 (refit 1-330 + records 331-366)", old), ("0.6.47 refit (1-366)", new)):
    line(nm, t)
k = ["batch", "dataset", "epsilon"]
j = old.merge(new, on=k, suffixes=("_o", "_n"))
d = j.default_n - j.default_o
print(f"paired cells {len(j)}: mean accuracy 0.6.47 - 0.6.37 {d.mean():+.4f} ± {d.std(ddof=1) / np.sqrt(len(d)):.4f}; "
      f"within now and not before {int((j.within_n & ~j.within_o).sum())}, the other way {int((~j.within_n & j.within_o).sum())}")
