"""How much of the non-private forest's accuracy on this batch's two tables comes from having
records of the same constituency (or region) in training.  The results table holds each
constituency at up to five elections (1997-2015), each with about five results, so the
harness's stratified 70 / 30 split puts nearly every test result beside training results of the
same constituency; the seats table holds each constituency once, but a seat mostly stays with
the party that won it in 2017 and neighbouring seats vote alike.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen74 by
default): ``python3 benchmarks/dev/unseen_wheels74/repeat_probe.py``.  Scikit-learn only, the
two text columns (region, country) coded as integers; for each table prints the forest's
accuracy on one stratified split (seed 0) and on splits that hold whole groups out
(GroupShuffleSplit, 30 % of the groups, seeds 0-2: constituencies, by name, for the results;
regions for the seats), the majority rate of each and the share of test rows whose group has
rows in training; then, for the seats, how often the 2019 winner is the 2017 winner's group."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def probe(ds, g, what):
    X = ds.X.copy()
    for c in X.columns:
        if not pd.api.types.is_numeric_dtype(X[c]):
            X[c] = pd.factorize(X[c])[0]
    X = X.to_numpy(dtype=float)
    y = ds.y.to_numpy()

    def fit(tr, te, seed):
        m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
        top = pd.Series(y[tr]).value_counts().index[0]
        return m.score(X[te], y[te]), np.mean(y[te] == top), np.mean(np.isin(g[te], g[tr]))

    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(np.unique(g))} {what}")
    print("  stratified split (seed 0): RF %.3f, majority %.3f, test rows whose group is in "
          "training %.3f" % fit(tr, te, 0))
    for seed in range(3):
        tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
        print(f"  {what} held out (seed {seed}): RF %.3f, majority %.3f, test rows whose group "
              "is in training %.3f" % fit(tr, te, seed))


d = tables._results()
rows = d[d["year"] <= 2015].reset_index(drop=True)
name = rows["location"].str.split("|").str[1].str.upper().to_numpy()
probe(tables.ukge_result_party(), name, "constituencies (by name)")

seats = tables.ukge_2019_seat_winner()
probe(seats, seats.X["region"].to_numpy(), "regions")
p17 = d[d["year"] == 2017]
w17 = p17.loc[p17.groupby("code")["votes"].idxmax()].set_index("code")["group"]
p19 = d[d["year"] == 2019]
w19 = p19.loc[p19.groupby("code")["votes"].idxmax()].set_index("code")["group"]
same = (w17.reindex(w19.index) == w19)
print(f"ukge_2019_seat_winner: the 2019 winner is the 2017 winner's party group in "
      f"{int(same.sum())} of {len(same)} seats ({same.mean():.3f})")
