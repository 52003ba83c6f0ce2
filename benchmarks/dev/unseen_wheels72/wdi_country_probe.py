"""How much of the non-private forest's 0.90 on wdi_country_year_region comes from having the
same country's other years in training: the harness's stratified 70 / 30 split puts nearly every
test country-year beside some of its own country's 65 years (each country is in the file for
1960-2024), and a fully grown forest recognises a country from its population and GDP path.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen72 by
default): ``python3 benchmarks/dev/unseen_wheels72/wdi_country_probe.py``.  Scikit-learn only,
missing values filled with -1 (the forests need no scaling); prints the forest's accuracy on one
stratified split (seed 0), on splits that hold whole countries out (GroupShuffleSplit, 30 % of
the countries, seeds 0-2), the majority rate of each, and the share of test rows whose country
has rows in training."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)

w = pd.read_parquet(tables._DATA / "cache" / "wdi_data.parquet")
gm = pd.read_csv(tables._DATA / "classification" / "location" / "group_member.csv")
reg = gm[gm["group_type"] == "wdi_region"].set_index("country_id")["group_name"]
d = w[w["country_id"].isin(reg.index)].reset_index(drop=True)      # the loader's rows, in order
ds = tables.wdi_country_year_region()
assert len(ds.X) == len(d)
X = ds.X.fillna(-1).to_numpy()
y = ds.y.to_numpy()
g = d["iso3_code"].to_numpy()


def fit(tr, te, seed):
    m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
    top = pd.Series(y[tr]).value_counts().index[0]
    return m.score(X[te], y[te]), np.mean(y[te] == top), np.mean(np.isin(g[te], g[tr]))


idx = np.arange(len(y))
tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
print("stratified split (seed 0): RF %.3f, majority %.3f, test rows whose country is in "
      "training %.3f" % fit(tr, te, 0))
for seed in range(3):
    tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
    print(f"countries held out (seed {seed}): RF %.3f, majority %.3f, test rows whose country "
          "is in training %.3f" % fit(tr, te, seed))
