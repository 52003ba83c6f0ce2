"""How much of the non-private forest's accuracy on this batch's two tables comes from
near-repeats or catalogue formatting.  ri_dataset_shelf: an entry's n and k data sets are two
rows (the stratified 70 / 30 split puts most k rows beside their entry's n row), a book holds
one material's or one maker's pages, and one reference covers a whole catalogue; groups: the
entry (shelf, book, page), the book and the reference.  ri_glass_maker: makers publish their
data sheets on their own wavelength grids, so the n and k ranges and the k curve's point count
may name the maker by format alone; the forest is refitted without those five columns and on
n_d and V_d alone.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen93 by
default): ``python3 benchmarks/dev/unseen_wheels93/repeat_probe.py``.  Scikit-learn only (the
categorical columns coded as integers); prints the forest's accuracy on one stratified split
(seed 0) and on splits that hold whole groups out (GroupShuffleSplit, 30 % of the groups, seeds
0-2) with the majority rate of each, and how many rows share their feature row with another."""
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


def numeric(X):
    X = X.copy()
    for c in X.columns:
        if not pd.api.types.is_numeric_dtype(X[c]):
            X[c] = pd.factorize(X[c], sort=True)[0]
    return X.to_numpy(dtype=float)


def key(df):
    return pd.util.hash_pandas_object(df, index=False).astype(str).to_numpy()


def repeats(X, y):
    n = pd.DataFrame({"k": key(X), "y": y}).groupby("k")["y"].agg(["size", "nunique"])
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; "
          f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} repeated "
          f"rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class", flush=True)


def stratified(name, X, y, what="all columns"):
    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"  {name} stratified split (seed 0), {what}: RF %.3f, majority %.3f"
          % fit(numeric(X), y, tr, te, 0), flush=True)
    return tr, te


# --- ri_dataset_shelf
ds = tables.ri_dataset_shelf()
d = tables._rows()
X, y = ds.X, ds.y.to_numpy()
print(f"{ds.name}: {len(y)} rows", flush=True)
groups = {"entries": key(d[["shelf", "book", "page"]]), "books": key(d[["shelf", "book"]]),
          "references": d["ref_id"].fillna(-1).astype(int).astype(str).to_numpy()}
tr, te = stratified(ds.name, X, y)
print("  test rows whose group is in training: " + ", ".join(
    f"{w} {np.mean(np.isin(g[te], g[tr])):.3f}" for w, g in groups.items()), flush=True)
for what, g in groups.items():
    print(f"  {len(np.unique(g))} {what}")
    for seed in range(3):
        tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
        print(f"    {what} held out (seed {seed}): RF %.3f, majority %.3f"
              % fit(numeric(X), y, tr, te, seed) + f", {len(te)} test rows", flush=True)
stratified(ds.name, X.drop(columns=["ref_entries", "ref_year", "ref_chars"]), y,
           "without the reference columns")
repeats(X, y)

# --- ri_glass_maker
ds = tables.ri_glass_maker()
X, y = ds.X, ds.y.to_numpy()
print(f"{ds.name}: {len(y)} rows", flush=True)
stratified(ds.name, X, y)
fmt = ["n_wl_min", "n_wl_max", "k_points", "k_wl_min", "k_wl_max"]
for c in fmt:
    print(f"  {c}: distinct values per maker "
          + ", ".join(f"{m} {X[c][y == m].nunique()}" for m in sorted(set(y))))
stratified(ds.name, X.drop(columns=fmt), y, "without the 5 range / point columns")
stratified(ds.name, X[["n_d", "abbe_d"]], y, "n_d and V_d only")
repeats(X, y)
repeats(X[["n_d", "abbe_d"]].round(3), y)
