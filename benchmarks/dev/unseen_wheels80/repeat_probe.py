"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test name in training.  Three kinds: the same name (Icelandic place names
repeat -- many a Hvalvík, Grænavatn or Stóri-Hóll -- and a repeated name is mostly of one kind),
the same ending (a name's last part is its generic word -- -fjall, -vatn, -foss, -vík, -hreppur,
-sýsla -- so the last three letters stand in for it) and the same place (the rows carry their
point, and features of one kind cluster: a glacier's names, a fjord's coves; blocks of 0.5
degrees of latitude by 1 degree of longitude, about 55 by 48 km, stand in for a neighbourhood);
and, as in the earlier batches, equal feature rows.  The harness's stratified 70 / 30 split puts
most test names beside training names of the same ending and the same block.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen80 by
default): ``python3 benchmarks/dev/unseen_wheels80/repeat_probe.py``.  Scikit-learn only, the
text columns coded as integers; for each table prints the forest's accuracy on one stratified
split (seed 0) and on splits that hold whole groups out (GroupShuffleSplit, 30 % of the groups,
seeds 0-2: names, endings, map blocks, then equal feature rows), the majority rate of each and
the share of test rows whose group has rows in training; then how many rows share their feature
row with a row of another class."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def probe(ds, groups):
    X = ds.X.copy()
    for c in X.columns:
        if not pd.api.types.is_numeric_dtype(X[c]):
            X[c] = pd.factorize(X[c])[0]
    X = X.to_numpy(dtype=float)
    y = ds.y.to_numpy()

    def fit(tr, te, seed):
        m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
        top = pd.Series(y[tr]).value_counts().index[0]
        return m.score(X[te], y[te]), np.mean(y[te] == top)

    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(y)} rows", flush=True)
    print("  stratified split (seed 0): RF %.3f, majority %.3f" % fit(tr, te, 0)
          + "; test rows whose group is in training: "
          + ", ".join(f"{w} {np.mean(np.isin(g[te], g[tr])):.3f}" for w, g in groups.items()),
          flush=True)
    for what, g in groups.items():
        print(f"  {len(np.unique(g))} {what}")
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"    {what} held out (seed {seed}): RF %.3f, majority %.3f" % fit(tr, te, seed)
                  + f", {len(te)} test rows, test classes "
                  + str(pd.Series(y[te]).value_counts().to_dict()), flush=True)
    n = pd.DataFrame({"k": groups["equal feature rows"], "y": y})
    n = n.groupby("k")["y"].agg(["size", "nunique"])
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; "
          f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} repeated "
          f"rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class")
    m = pd.DataFrame({"k": groups["names"], "y": y}).groupby("k")["y"].agg(["size", "nunique"])
    print(f"  names: {len(m)} distinct; {int(m[m['size'] > 1]['size'].sum())} rows in "
          f"{int((m['size'] > 1).sum())} repeated names, {int(m[m['nunique'] > 1]['size'].sum())}"
          f" rows in {int((m['nunique'] > 1).sum())} with more than one class")


natural = tables._natural(("medium", "large"))[0]      # is_feature_kind's rows
admin = tables._admin()                                # is_admin_kind's rows
for ds, rows in [(tables.is_feature_kind(), natural), (tables.is_admin_kind(), admin)]:
    assert len(rows) == len(ds.y)
    key = ds.X.astype(str).agg("|".join, axis=1).to_numpy()
    names = rows["nafn"].str.lower().to_numpy()
    ending = rows["nafn"].str.lower().str[-3:].to_numpy()
    block = (np.floor(rows["lat_wgs84"] / 0.5).astype(int).astype(str) + ","
             + np.floor(rows["long_wgs84"] / 1.0).astype(int).astype(str)).to_numpy()
    probe(ds, {"names": names, "endings (last 3 letters)": ending,
               "map blocks (0.5 x 1 degree)": block, "equal feature rows": key})
