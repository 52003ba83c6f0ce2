"""How much of the non-private forest's accuracy on this batch's two tables comes from having
rows of the same group in training.
- ISO 3166-2 subdivisions: a country registers its subdivisions under one or two types, so the
  country column nearly names the type.  Groups: the country (all its subdivisions held out
  together: the forest then meets an unseen country level) and equal feature rows.
- CLDR territory-language pairs: a territory's languages share its language policy, and a
  language recurs across territories.  Groups: the territory (dropped from the features, but
  its rows share the territory counts), the language (base code) and equal feature rows.
The harness's stratified 70 / 30 split puts most test rows beside training rows of the same
group.

Run after run_all.sh unzipped the wheels (tables.py reads them under UNSEEN_DIR, /tmp/unseen91 by
default): ``python3 benchmarks/dev/unseen_wheels91/repeat_probe.py``.  Scikit-learn only, on
the harness's `ordinal_imputed` encoding; for each table prints the forest's accuracy on one
stratified split (seed 0) and on splits that hold whole groups out (GroupShuffleSplit, 30 % of
the groups, seeds 0-2), the majority rate of each and the share of test rows whose group has
rows in training; then how many rows share their feature row with another row."""
import os
import sys

import numpy as np
import pandas as pd
from dpforest.benchmarks.harness import encode
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def fit(X, y, tr, te, seed):
    m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
    top = pd.Series(y[tr]).value_counts().index[0]
    return m.score(X[te], y[te]), np.mean(y[te] == top)


def probe(ds, groups, keyname):
    X = np.asarray(encode(ds.X, ds.schema, "ordinal_imputed"), dtype=float)
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
    n = pd.DataFrame({"k": groups[keyname], "y": y})
    n = n.groupby("k")["y"].agg(["size", "nunique"])
    print(f"  {keyname}: {len(n)} distinct of {len(y)}; "
          f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} repeated "
          f"rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class")


def key(df):
    return pd.util.hash_pandas_object(df, index=False).astype(str).to_numpy()


ds = tables.iso_subdivision_type()
probe(ds, {"countries": ds.X["country"].astype(str).to_numpy(),
           "equal feature rows": key(ds.X)}, "equal feature rows")

d, _ = tables._pairs()
ds = tables.cldr_language_status()
assert len(d) == len(ds.y)
probe(ds, {"territories": d["territory"].to_numpy(), "languages": d["lang"].to_numpy(),
           "equal feature rows": key(ds.X)}, "equal feature rows")
