"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test record in training.  fake-useragent's records are distinct user-agent
strings, but after parsing many share every feature but the traffic share `percent` (the same
browser and OS versions seen with a different full string, e.g. another device model or build
suffix), so the harness's stratified 70 / 30 split puts most test records beside a training record
with the same parsed fields.  Groups: (a) the feature row without `percent` ("parsed twins");
(b) the browser's major version (browser_v_1), which holds out whole releases -- much harder
than (a), since a release held out is one no training record has.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen95 by
default): ``python3 benchmarks/dev/unseen_wheels95/repeat_probe.py``.  Scikit-learn only, on the
harness's ordinal_imputed encoding; for each table prints the forest's accuracy on one stratified
split (seed 0) and on splits that hold whole groups out (GroupShuffleSplit, 30 % of the groups,
seeds 0-2), the majority rate of each and the share of test rows whose group has rows in
training; then how many rows share their whole feature row with another row."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
from dpforest.benchmarks.harness import encode  # noqa: E402


def fit(X, y, tr, te, seed):
    m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
    top = pd.Series(y[tr]).value_counts().index[0]
    return m.score(X[te], y[te]), np.mean(y[te] == top)


def probe(ds):
    X = np.asarray(encode(ds.X, ds.schema, "ordinal_imputed"), dtype=float)
    y = ds.y.to_numpy()
    twin = pd.util.hash_pandas_object(ds.X.drop(columns="percent"), index=False).to_numpy()
    groups = {"parsed twins (all but percent)": pd.factorize(twin)[0],
              "browser major versions": ds.X["browser_v_1"].to_numpy()}
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
          f"{int((n > 1).sum())} repeated rows; parsed twins: {len(np.unique(twin))} distinct "
          f"rows without percent", flush=True)


for name in ("fua_browser_ios_win_android", "fua_browser_mac_linux"):
    probe(tables.load_all([name])[name])
