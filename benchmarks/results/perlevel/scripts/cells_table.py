"""Per-cell paired differences of a variant against ``cur`` with the cells' dry-fit facts
(n·ε, depth, largest domain), by band, and the largest movers.
python3 cells_table.py ROWS.csv[,ROWS2.csv] CELLS.csv[,CELLS2.csv] VARIANT [--out PER_CELL.csv]
(--out writes the per-cell table: both means, the paired difference, its SE, n and the cell's
dry-fit facts, as ../cells_nullpen.csv and ../cells_perlevel.csv hold)"""
import sys
import numpy as np, pandas as pd

r = pd.concat([pd.read_csv(f) for f in sys.argv[1].split(",")], ignore_index=True)
c = pd.concat([pd.read_csv(f) for f in sys.argv[2].split(",")], ignore_index=True)
v = sys.argv[3]
out = sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else None
p = r.pivot_table(index=["group", "dataset", "epsilon", "seed"], columns="method", values="accuracy").dropna()
p["diff"] = p[v] - p["cur"]
cell = p.groupby(["group", "dataset", "epsilon"]).agg(
    cur=("cur", "mean"), new=(v, "mean"), diff=("diff", "mean"),
    se=("diff", lambda s: s.std(ddof=1) / np.sqrt(len(s))), n=("diff", "size")).reset_index()
cell = cell.merge(c[["group", "dataset", "epsilon", "n_train", "depth", "n_eps", "largest", "n_classes"]]
                  .drop_duplicates(["group", "dataset", "epsilon"]), on=["group", "dataset", "epsilon"], how="left")
if out:
    cell.round(4).to_csv(out, index=False)
cell["leaves release"] = np.where(cell.n_eps < 300, "label (n·ε < 300)", "counts")
for by, bins in (("leaves release", None), ("largest", [2, 4, 8, 16, 1000]), ("depth", [0, 1, 2, 3, 20])):
    key = cell[by] if bins is None else pd.cut(cell[by], bins)
    print(cell.groupby(key, observed=True)["diff"].agg(["mean", "sem", "size"]).round(4).to_string(), "\n")
cols = ["group", "dataset", "epsilon", "n_train", "depth", "largest", "n_classes", "cur", "new", "diff", "se"]
print("largest losses:\n", cell.sort_values("diff").head(12)[cols].round(3).to_string(index=False))
print("largest gains:\n", cell.sort_values("diff").tail(12)[cols].round(3).to_string(index=False))
