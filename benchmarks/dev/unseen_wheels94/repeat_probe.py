"""How much of the non-private forest's accuracy on this batch's two tables comes from having
spatial near-repeats of a test row in training.  Neighbouring vertices of the cortex share their
maps' values and their Mesulam class (classes are large contiguous regions), and a vertex's
Schaefer-400 parcel gives it the parcel's connectivity columns, so the harness's stratified 70 / 30
split puts most test vertices beside training vertices of the same parcel.  Groups: for the vertex
table the Schaefer-400 parcel and blocks of 10 consecutive parcels (the Schaefer order runs through
one network's parcels, so a block is a stretch of related cortex); for the parcel table blocks of
5 and of 20 consecutive parcels.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen94 by
default): ``python3 benchmarks/dev/unseen_wheels94/repeat_probe.py``.  Scikit-learn only; for each
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
    X = ds.X.to_numpy(dtype=float)
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


# the vertex table's parcel per row, recomputed with the loader's own mask
M, mes, sch = tables._maps()
i = np.arange(len(mes))
keep = ((i // tables.NV) == 0) & (i % 10 == 0) & (mes > 0) & M.notna().all(axis=1).to_numpy() \
    & (sch > 0)
p = sch[keep]
ds = tables.bs_mesulam_lh_vertex()
assert len(p) == len(ds.y)
probe(ds, {"parcels": p, "blocks of 10 parcels": (p - 1) // 10})
ds = tables.bs_mesulam_rh_parcel()
assert len(ds.y) == 200  # every right-hemisphere parcel, in index order 201-400
q = np.arange(200)
probe(ds, {"blocks of 5 parcels": q // 5, "blocks of 20 parcels": q // 20})
