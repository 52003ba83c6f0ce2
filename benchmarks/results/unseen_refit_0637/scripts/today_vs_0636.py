"""0.6.37 (this refit of batches 1-330) against 0.6.36 (its refit of batches 1-317 and the
records of 318-330, run on 0.6.36) and the recorded default, cell by cell with
benchmarks/dev/unseen_pooled.py's judge; then today's default: this refit plus the records of
the batches run on 0.6.37 itself (331 to LAST).  Run from the repository root:
    python3 benchmarks/results/unseen_refit_0637/scripts/today_vs_0636.py LAST"""
import sys; sys.path.insert(0, "benchmarks/dev")
import numpy as np, pandas as pd
from unseen_pooled import cells
LAST = int(sys.argv[1])
allrec = cells()
allrec = allrec[allrec.batch <= LAST]
rec = allrec[allrec.batch <= 330]   # the refit's batches
new = cells("benchmarks/results/unseen_refit_0637/rows.csv")
old = cells("benchmarks/results/unseen_refit_0636/rows.csv")
old = pd.concat([old[old.batch <= 317], rec[rec.batch >= 318]])
acting = pd.read_csv("benchmarks/results/jointmixed/acting_cells.csv")
acting = acting[acting.group.str.startswith("wheels")].assign(
    batch=lambda a: a.group.str.removeprefix("wheels").astype(int))


def line(name, t):
    print(f"{name}: {int(t.within.sum())} of {len(t)} within, best {int((t.gap >= 0).sum())}, "
          f"tables {t.dataset.nunique()}, batches {t.batch.nunique()}; by eps "
          + " / ".join(str(int(v)) for v in t.groupby('epsilon').within.sum())
          + f"; mean gap {t.gap.mean():+.4f}")
    s = t[t.n_eps < 30]; print("   n*eps<30:", int(s.within.sum()), "of", len(s), "below maj", int(s.below_majority.sum()))
    s = t[(t.n_eps >= 100) & (t.n_eps < 300)]; print("   n*eps 100-300:", int(s.within.sum()), "of", len(s), "below maj", int(s.below_majority.sum()))
    s = t[(t.n_eps < 100) & (t.classes >= 6)]; print("   6+ classes n*eps<100:", int(s.within.sum()), "of", len(s))
    print("   misses by winner:", t[~t.within].best.value_counts().to_dict())
    m = t[~t.within]; tie = m[(m.best_acc - m.majority).abs() <= 0.01]
    print(f"   {len(tie)} of {len(m)} misses won at the majority rate; mean gap {tie.gap.mean():+.4f}")
    print("   by classes:", {str(c): f"{int(g.within.sum())}/{len(g)}"
                             for c, g in t.groupby(pd.cut(t.classes, [1, 2, 3, 5, 8, 99]), observed=True)})


for nm, t in (("records", rec), ("0.6.36 today", old), ("0.6.37 refit", new)):
    line(nm, t)
k = ["batch", "dataset", "epsilon"]
j = old.merge(new, on=k, suffixes=("_o", "_n"))
d = j.default_n - j.default_o
print(f"0.6.37 - 0.6.36 default accuracy over {len(j)} cells: {d.mean():+.4f} ± {d.std(ddof=1)/np.sqrt(len(d)):.4f}")
print("cells fixed", int((~j.within_o & j.within_n).sum()), "broken", int((j.within_o & ~j.within_n).sum()))
a = j.merge(acting[k], on=k)
da = a.default_n - a.default_o
print(f"  on the {len(a)} outside cells where the joint draw in mixed growth acts (dry fits): "
      f"{da.mean():+.4f} ± {da.std(ddof=1)/np.sqrt(len(da)):.4f}; within {int(a.within_o.sum())} -> "
      f"{int(a.within_n.sum())}; below majority {int(a.below_majority_o.sum())} -> {int(a.below_majority_n.sum())}")
rest = j.merge(acting[k], on=k, how="left", indicator=True)
rest = rest[rest._merge == "left_only"]; dr = rest.default_n - rest.default_o
print(f"  elsewhere ({len(rest)} cells): {dr.mean():+.4f} ± {dr.std(ddof=1)/np.sqrt(len(dr)):.4f}")
today = pd.concat([new, allrec[allrec.batch >= 331]])
line("today (0.6.37 refit + records of 331 on)", today)
h = allrec[allrec.batch >= 331]
print("batches run on 0.6.37:", sorted(h.batch.unique()), int(h.within.sum()), "of", len(h), "best", int((h.gap >= 0).sum()))
h10 = cells(ten=True); h10 = h10[(h10.batch >= 331) & (h10.batch <= LAST)]
print("  over 10 splits:", int(h10.within.sum()), "of", len(h10), "best", int((h10.gap >= 0).sum()))
