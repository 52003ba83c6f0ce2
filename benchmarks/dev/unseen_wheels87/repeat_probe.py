"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training, and which invariants carry the answer.  A census of knots
has no repeated record, but many knots share their small invariants (genus, signature, s, tau,
bridge / unknotting / 4-genus bounds) and differ only in the determinant and the volume.  Groups:
for the knots, equal feature rows without the volume and the determinant (an invariant profile),
and the determinant; for the links, equal feature rows without the volume, and the crossing
number.  Then two known facts the tables carry: a reduced alternating diagram of c crossings has
determinant at least c (Bankwitz), and for alternating (quasi-alternating) knots Rasmussen's s
equals minus the signature; for links, the parity of signature + nullity against the number of
components.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen87 by
default): ``python3 benchmarks/dev/unseen_wheels87/repeat_probe.py``.  Scikit-learn only
(categorical columns coded as integers); for each table prints the forest's accuracy on one
stratified split (seed 0) and on splits that hold whole groups out (GroupShuffleSplit, 30 % of
the groups, seeds 0-2), the majority rate of each and the share of test rows whose group has rows
in training; then how many rows share their feature row with another row, and the forest on one
stratified split with columns left out."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def coded(X):
    Xd = X.copy()
    for c in Xd.columns:
        if not pd.api.types.is_numeric_dtype(Xd[c]):
            Xd[c] = pd.factorize(Xd[c])[0]
    return Xd.to_numpy(dtype=float)


def fit(X, y, tr, te, seed):
    m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
    top = pd.Series(y[tr]).value_counts().index[0]
    return m.score(X[te], y[te]), np.mean(y[te] == top)


def key(df):
    return pd.util.hash_pandas_object(df, index=False).astype(str).to_numpy()


def probe(ds, groups, keyname, drops):
    X = coded(ds.X)
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
            tr2, te2 = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"    {what} held out (seed {seed}): RF %.3f, majority %.3f"
                  % fit(X, y, tr2, te2, seed)
                  + f", {len(te2)} test rows, test classes "
                  + str(pd.Series(y[te2]).value_counts().to_dict()), flush=True)
    n = pd.DataFrame({"k": key(ds.X), "y": y}).groupby("k")["y"].agg(["size", "nunique"])
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; "
          f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} repeated "
          f"rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class")
    n = pd.DataFrame({"k": groups[keyname], "y": y}).groupby("k")["y"].agg(["size", "nunique"])
    print(f"  {keyname}: {len(n)} distinct; {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class")
    for cols in drops:
        Xl = coded(ds.X.drop(columns=cols))
        print(f"  without {', '.join(cols)} (stratified split, seed 0): RF %.3f, majority %.3f"
              % fit(Xl, y, tr, te, 0), flush=True)


# knots
ds = tables.knotinfo_alternating()
profile = key(ds.X.drop(columns=["volume", "determinant"]))
probe(ds, {"invariant profiles (no volume, determinant)": profile,
           "determinants": ds.X["determinant"].astype(int).astype(str).to_numpy()},
      "invariant profiles (no volume, determinant)",
      [["volume"], ["determinant"], ["volume", "determinant"],
       ["rasmussen_s", "os_tau"], ["volume", "determinant", "rasmussen_s", "os_tau"]])
X, y = ds.X, ds.y
r1 = X["determinant"] >= X["crossings"]
r2 = X["rasmussen_s"] == -X["signature"]
print("  determinant >= crossings:", pd.crosstab(y, r1).to_dict())
print("  s == -signature:", pd.crosstab(y, r2).to_dict())
print("  both:", pd.crosstab(y, r1 & r2).to_dict())

# links
ds = tables.linkinfo_components()
probe(ds, {"invariant profiles (no volume)": key(ds.X.drop(columns=["volume"])),
           "crossing numbers": ds.X["crossings"].astype(int).astype(str).to_numpy()},
      "invariant profiles (no volume)",
      [["volume"], ["signature", "nullity"], ["determinant"], ["volume", "determinant"]])
par = ((ds.X["signature"] + ds.X["nullity"]) % 2).astype(int)
print("  (signature + nullity) mod 2 by class:", pd.crosstab(ds.y, par).to_dict())
