"""Paired differences of a variant against cur, by whether its factor acts at the true n
(cells_all.csv's acts), overall and per group.  python3 by_acts.py ROWS.csv VARIANT K"""
import sys
import pandas as pd
rows, var, k = pd.read_csv(sys.argv[1]), sys.argv[2], sys.argv[3]
cells = pd.read_csv("cells_all.csv")
rows = rows[rows["error"].fillna("") == ""]
w = rows.pivot_table(index=["group", "key", "epsilon", "seed"], columns="method", values="accuracy")
d = (w[var] - w["cur"]).rename("d").reset_index()
acts = cells.assign(acts_k=cells["acts"].astype(str).str.split(",").apply(lambda a: k in a))
d = d.merge(acts[["group", "key", "epsilon", "acts_k"]], on=["group", "key", "epsilon"])
d["grp"] = d["group"].str.replace(r"\d+$", "", regex=True)
cell = d.groupby(["grp", "key", "epsilon", "acts_k"])["d"].mean().reset_index()
for a, g in cell.groupby("acts_k"):
    print(f"acts={a}: {len(g)} cells, mean of cell means {g.d.mean():+.4f} ± {g.d.std(ddof=1) / len(g) ** 0.5:.4f}")
    for grp, h in g.groupby("grp"):
        print(f"   {grp}: {len(h)} cells {h.d.mean():+.4f} ± {h.d.std(ddof=1) / max(len(h), 1) ** 0.5:.4f}")
print("fits:", len(d), "constant-cell check skipped")
