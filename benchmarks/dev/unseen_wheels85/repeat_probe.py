"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test compound in training.  The CRC organic table lists a parent compound's
many derivatives under its name ("Benzene, 1-chloro-", "Benzene, 1,2-dichloro-"...), and the
inorganic table one element's fluoride, chloride, bromide, iodide, oxide and sulfide, often in
several oxidation states and hydrates.  Three kinds of group for the organics: the name before
its first comma (the parent: "Benzene", "Acetic acid"), the name's first word, and, as in the
earlier batches, equal feature rows (missing values equal); for the salts: the cation's element
(every salt of one element held out together, so its level is unseen in training) and equal
feature rows.  The harness's stratified 70 / 30 split puts most test compounds beside training
compounds of the same group.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen85 by
default): ``python3 benchmarks/dev/unseen_wheels85/repeat_probe.py``.  Scikit-learn only (the
missing values filled with -1e9, a value no property takes; the cation coded by its atomic
number); for each table prints the forest's accuracy on one stratified split (seed 0) and on
splits that hold whole groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2), the
majority rate of each and the share of test rows whose group has rows in training; then how many
rows share their feature row with another row."""
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


def probe(ds, Xnum, groups):
    X = np.nan_to_num(Xnum.to_numpy(dtype=float), nan=-1e9)
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
                  % fit(X, y, tr, te, seed)
                  + f", {len(te)} test rows, test classes "
                  + str(pd.Series(y[te]).value_counts().to_dict()), flush=True)
    n = pd.DataFrame({"k": groups["equal feature rows"], "y": y})
    n = n.groupby("k")["y"].agg(["size", "nunique"])
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; "
          f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} repeated "
          f"rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class")


o = tables._organic()
ds = tables.crc_organic_family()
names = o["Name"].fillna("").astype(str).str.strip()
assert len(names) == len(ds.y)
key = pd.util.hash_pandas_object(ds.X, index=False).astype(str).to_numpy()   # NaN == NaN
probe(ds, ds.X, {"name before the first comma": names.str.split(",").str[0].str.strip().str.lower().to_numpy(),
                 "name's first word": names.str.split().str[0].fillna("").str.lower().to_numpy(),
                 "equal feature rows": key})

s = tables._salts()
ds = tables.crc_inorganic_anion()
assert len(s) == len(ds.y)
Xn = ds.X.copy()
Xn["cation"] = Xn["cation"].map(tables._Z).astype(float)
key = pd.util.hash_pandas_object(ds.X, index=False).astype(str).to_numpy()
probe(ds, Xn, {"cation's element": s["cation"].to_numpy(), "equal feature rows": key})
