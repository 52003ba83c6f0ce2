"""snr − cur by band of n·ε_tree (true training n × 0.97ε), every recorded paired split and those
where snr's gate fired: does a band below the label-leaf gate (n̂·ε < 300) gain?  Run where
the row files are (scripts/run.py writes them; see ../summary.txt):
    python3 analyze_bands.py rows_prio.csv,rows_prio2.csv,rows_rest.csv"""
import sys

import numpy as np
import pandas as pd


def se(s):
    return s.std(ddof=1) / np.sqrt(len(s))


files = sys.argv[1].split(",")
r = pd.concat([pd.read_csv(f).assign(src=f) for f in files])
k = ["src", "group", "dataset", "epsilon", "seed"]
p = r.pivot_table(index=k, columns="method", values="accuracy").dropna(subset=["cur", "snr"])
p = p.join(r[r.method == "cur"].drop_duplicates(k).set_index(k)["n_train"])
p["ne"] = p["n_train"] * p.index.get_level_values("epsilon") * 0.97
p["d"] = p["snr"] - p["cur"]
p = p.join(r[r.method == "snr"].drop_duplicates(k).set_index(k)["gate_fired"].rename("fired"))
p["band"] = pd.cut(p["ne"].astype(float), [0, 25, 50, 100, 200, 300, 1000, 1e9])
for title, q in (("every paired split", p), ("where snr's gate fired", p[p.fired.astype(str) == "True"])):
    print(f"snr - cur by n*eps_tree band, {title}")
    print(q.groupby("band", observed=True)["d"].agg(["mean", se, "size"]).rename(
        columns={"se": "se"}).round(4).to_string())
