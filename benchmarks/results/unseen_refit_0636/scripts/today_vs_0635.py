"""The README's three-way table and 0.6.36 − 0.6.35 line: the recorded default, 0.6.35 (its refit
of batches 1-227 and the records of 228-317) and 0.6.36 (this refit), cell by cell with
benchmarks/dev/unseen_pooled.py's judge.  Run from the repository root:
    python3 benchmarks/results/unseen_refit_0636/scripts/today_vs_0635.py"""
import sys; sys.path.insert(0, "benchmarks/dev")
import numpy as np, pandas as pd
from unseen_pooled import cells
rec = cells()
rec = rec[rec.batch <= 317]         # the refit's batches
new = cells("benchmarks/results/unseen_refit_0636/rows.csv")
old = cells("benchmarks/results/unseen_refit_0635/rows.csv")
old = pd.concat([old[old.batch <= 227], rec[rec.batch >= 228]])
def line(name, t):
    print(f"{name}: {int(t.within.sum())} of {len(t)} within, best {int((t.gap >= 0).sum())}, "
          f"tables {t.dataset.nunique()}, batches {t.batch.nunique()}; by eps "
          + " / ".join(str(int(v)) for v in t.groupby('epsilon').within.sum())
          + f"; mean gap {t.gap.mean():+.4f}")
for nm, t in (("records", rec), ("0.6.35 today", old), ("0.6.36 refit", new)):
    line(nm, t)
    s = t[t.n_eps < 30]; print("   n*eps<30:", int(s.within.sum()), "of", len(s), "below maj", int(s.below_majority.sum()))
    s = t[(t.n_eps < 100) & (t.classes >= 6)]; print("   6+ classes n*eps<100:", int(s.within.sum()), "of", len(s))
    print("   misses by winner:", t[~t.within].best.value_counts().to_dict())
    m = t[~t.within]; tie = m[(m.best_acc - m.majority).abs() <= 0.01]
    print(f"   {len(tie)} of {len(m)} misses won at the majority rate; mean gap {tie.gap.mean():+.4f}")
    for c, g in t.groupby(pd.cut(t.classes, [1, 2, 3, 5, 8, 99])):
        print(f"   classes {c}: {int(g.within.sum())}/{len(g)}")
k = ["batch", "dataset", "epsilon"]
j = old.merge(new, on=k, suffixes=("_o", "_n"))
d = j.default_n - j.default_o
print(f"0.6.36 - 0.6.35 default accuracy over {len(j)} cells: {d.mean():+.4f} ± {d.std(ddof=1)/np.sqrt(len(d)):.4f}")
print("cells fixed", int((~j.within_o & j.within_n).sum()), "broken", int((j.within_o & ~j.within_n).sum()))
for nm in ("lego_us_difficulty", "nwss_mpox_detect3"):
    print(j[j.dataset == nm][k + ["default_o", "default_n", "best_acc_n", "within_n"]].round(3).to_string(index=False))
