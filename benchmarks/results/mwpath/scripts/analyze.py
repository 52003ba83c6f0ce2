"""Paired NEW − cur per cell and pooled (mean ± SE over paired splits).
    python3 analyze.py ROWS.csv[,ROWS2.csv] [NEW]   (NEW: the variant's name, default path)"""
import sys
import numpy as np, pandas as pd

r = pd.concat([pd.read_csv(f) for f in sys.argv[1].split(",")], ignore_index=True)
new = sys.argv[2] if len(sys.argv) > 2 else "path"
p = r.pivot_table(index=["group", "dataset", "epsilon", "seed"], columns="method", values="accuracy").dropna()
p["diff"] = p[new] - p["cur"]


def se(s):
    return s.std(ddof=1) / np.sqrt(len(s)) if len(s) > 1 else np.nan


cell = p.groupby(["group", "dataset", "epsilon"]).agg(cur=("cur", "mean"), new=(new, "mean"),
                                                      diff=("diff", "mean"), se=("diff", se), n=("diff", "size"))
print(cell.round(4).to_string())
print()
cm = cell["diff"]
print(f"cells: {len(cell)}, mean of cell means {cm.mean():+.4f} ± {cm.std(ddof=1) / np.sqrt(len(cm)):.4f}; "
      f"pooled splits {p['diff'].mean():+.4f} ± {se(p['diff']):.4f} (n={len(p)})")
print("cells better / worse by > 2 SE:", int((cell["diff"] > 2 * cell.se).sum()), "/", int((cell["diff"] < -2 * cell.se).sum()))
g = p.reset_index().assign(grp=lambda x: np.where(x.group.str.startswith("wheels"), "wheels", x.group))
print(g.groupby("grp")["diff"].agg(["mean", se, "size"]).round(4).to_string())
print(g.groupby("epsilon")["diff"].agg(["mean", se, "size"]).round(4).to_string())
