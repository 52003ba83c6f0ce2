"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  Place names repeat within a country (the same name for
several places: "Nowa Wies", "Lhota", "Sint-Niklaas" / "Sint-..." families), and two places with
the same name have the same feature row (every column is taken from the name), so the harness's
stratified 70 / 30 split can put a test place beside training places of the same name.  Groups:
the exact name, and the name's first word (case folded: "Nowa", "Sint", "Stara", ...).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen97 by
default): ``python3 benchmarks/dev/unseen_wheels97/repeat_probe.py``.  Scikit-learn only; for each
table prints the forest's accuracy on one stratified split (seed 0) and on splits that hold whole
groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2), the majority rate of each and the
share of test rows whose group has rows in training; then how many rows share their feature row
with another row."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def fit(X, y, tr, te, seed):
    m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
    top = pd.Series(y[tr]).value_counts().index[0]
    return m.score(X[te], y[te]), np.mean(y[te] == top)


def probe(ds, groups):
    X = pd.get_dummies(ds.X).to_numpy(dtype=float)
    y = ds.y.to_numpy()
    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(y)} rows", flush=True)
    print("  stratified split (seed 0): RF %.3f, majority %.3f" % fit(X, y, tr, te, 0)
          + "; test rows whose group is in training: "
          + ", ".join(f"{w} {np.mean(np.isin(g[te], g[tr])):.3f}" for w, g in groups.items()),
          flush=True)
    for what, g in groups.items():
        print(f"  {len(np.unique(g))} {what}")
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"    {what} held out (seed {seed}): RF %.3f, majority %.3f"
                  % fit(X, y, tr, te, seed) + f", {len(te)} test rows", flush=True)
    k = pd.util.hash_pandas_object(ds.X, index=False).to_numpy()
    n = pd.Series(k).value_counts()
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; {int(n[n > 1].sum())} rows in "
          f"{int((n > 1).sum())} repeated rows")
    # equal feature rows whose classes differ (same name in two countries / regions)
    df = pd.DataFrame({"k": k, "y": y})
    mixed = df.groupby("k").y.nunique()
    print(f"  repeated feature rows with more than one class: {int((mixed > 1).sum())}")


raw = tables._raw()
for name, mask in (("rg_name_country_central",
                    raw.cc.isin(["PL", "CZ", "SK", "HU", "HR", "SI", "AT"])),
                   ("rg_name_region_belgium",
                    (raw.cc == "BE") & raw.admin1.isin(["Flanders", "Wallonia"]))):
    names = raw[mask].name.reset_index(drop=True)
    ds = tables.load_all([name])[name]
    assert len(names) == len(ds.y)
    probe(ds, {"names": names.to_numpy(),
               "first words": names.str.lower().str.split(r"[ \-]").str[0].to_numpy()})
