"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test source in training.  Gamma-ray catalogue rows are single sources, each
with its own fit, so exact repeats are not expected; what a stratified split shares between
training and test is the sky: sources of one kind crowd in some places (pulsars and
unassociated sources along the Galactic plane, blazars away from it) and the catalogue's
sensitivity varies over the sky.  Three kinds of group: sky blocks of 10 x 10 degrees of
galactic longitude and latitude, coarse sky blocks of 30 x 30 degrees, and, as in the earlier
batches, equal feature rows.  The harness's stratified 70 / 30 split puts most test sources
beside training sources of the same block.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen82 by
default): ``python3 benchmarks/dev/unseen_wheels82/repeat_probe.py``.  Scikit-learn only; for
each table prints the forest's accuracy on one stratified split (seed 0) and on splits that hold
whole groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2), the majority rate of each
and the share of test rows whose group has rows in training; then how many rows share their
feature row with another row, and the forest's accuracy without the galactic position."""
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
    X = ds.X.to_numpy(dtype=float)
    y = ds.y.to_numpy()
    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(y)} rows", flush=True)
    print("  stratified split (seed 0): RF %.3f, majority %.3f" % fit(X, y, tr, te, 0)
          + "; test rows whose group is in training: "
          + ", ".join(f"{w} {np.mean(np.isin(g[te], g[tr])):.3f}" for w, g in groups.items()),
          flush=True)
    nopos = [i for i, c in enumerate(ds.X.columns) if c not in ("GLON", "GLAT")]
    print("  same split without GLON / GLAT: RF %.3f, majority %.3f"
          % fit(X[:, nopos], y, tr, te, 0), flush=True)
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


for ds in (tables.fgl_source_class(), tables.fhl_source_class3()):
    key = ds.X.astype(str).agg("|".join, axis=1).to_numpy()
    lon, lat = ds.X["GLON"].to_numpy(), ds.X["GLAT"].to_numpy()

    def block(step):
        return (np.floor(lon / step).astype(int).astype(str) + ","
                + np.floor((lat + 90) / step).astype(int).astype(str))
    probe(ds, {"sky blocks (10 x 10 degrees)": block(10.0),
               "sky blocks (30 x 30 degrees)": block(30.0), "equal feature rows": key})
