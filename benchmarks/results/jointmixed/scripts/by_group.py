"""The paired difference of ``jointmixed`` against ``cur`` (split, then label) by group, class
count and n·ε, per fit and per cell.  python3 by_group.py ROWS.csv CELLS_TABLE.csv
(CELLS_TABLE: cells_table.py --out)"""
import sys
import numpy as np, pandas as pd

r = pd.read_csv(sys.argv[1])
p = r.pivot_table(index=["group", "dataset", "epsilon", "seed"], columns="method", values="accuracy").dropna()
d = p["jointmixed"] - p["cur"]
print(f"per fit: {d.mean():+.4f} ± {d.std(ddof=1) / np.sqrt(len(d)):.4f} over {len(d)} paired fits")
print("by ε (per fit):\n", d.groupby(level="epsilon").agg(["mean", "sem", "size"]).round(4).to_string())
c = pd.read_csv(sys.argv[2])
c["g"] = np.where(c.group.str.startswith("wheels"), "outside", c.group)
print(f"per cell: {c['diff'].mean():+.4f} ± {c['diff'].sem():.4f} over {len(c)} cells; "
      f"gain > SE {int(((c['diff'] > c.se) & (c['diff'] > 0)).sum())}, "
      f"loss > SE {int(((c['diff'] < -c.se) & (c['diff'] < 0)).sum())}")
for name, key in (("group", c.g), ("classes", pd.cut(c.n_classes, [1, 2, 3, 5, 8, 30])),
                  ("n·ε", pd.cut(c.n_eps, [0, 30, 100, 300]))):
    print(f"by {name}:\n", c.groupby(key, observed=True)["diff"].agg(["mean", "sem", "size"]).round(4).to_string())
t = r.groupby("method").fit_seconds.mean()
print("mean fit seconds:", t.round(4).to_dict(), "| ledgers at ε:",
      (np.abs(r.epsilon_spent - r.epsilon) < 1e-9).groupby(r.method).mean().to_dict(),
      "| errors:", int(r.error.notna().sum()))
