"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.
- Materials Project Wyckoff patterns: every row is a distinct (space group, atoms in the cell,
  Wyckoff-site combination), but one site combination (the `wps` string, e.g. `0-3`) recurs in
  many space groups and atom counts, and the features read only the combination and the counts.
  Groups: the `wps` string (all rows with that combination held out together), the atoms in the
  cell, and equal feature rows.
- Putirka's clinopyroxene-liquid experiments: a study runs one starting composition at several
  pressures and temperatures, so near-equal liquids and clinopyroxenes recur.  The file has no
  study or reference column; groups: the liquid's composition rounded to whole wt % (SiO2,
  Al2O3, FeOt, MgO, CaO, Na2O) and, coarser, to steps of 3 wt %, the clinopyroxene's
  composition rounded to whole wt %, and equal feature rows.
The harness's stratified 70 / 30 split puts most test rows beside training rows of the same
group.

Run after run_all.sh unzipped the wheels (tables.py reads them under UNSEEN_DIR, /tmp/unseen90 by
default): ``python3 benchmarks/dev/unseen_wheels90/repeat_probe.py``.  Scikit-learn only (every
column is numeric); for each table prints the forest's accuracy on one stratified split (seed 0)
and on splits that hold whole groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2), the
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


def probe(ds, groups, keyname):
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


# Materials Project Wyckoff patterns (the same row order as the file)
raw = pd.read_csv(tables._PX / "spg_num_wps_mp.csv")
ds = tables.mp_wyckoff_system()
assert len(raw) == len(ds.y)
probe(ds, {"Wyckoff-site combinations": raw["wps"].astype(str).to_numpy(),
           "atom counts": raw["n_atoms"].to_numpy(),
           "equal feature rows": key(ds.X)},
      "equal feature rows")

# Putirka's clinopyroxene-liquid experiments
ds = tables.cpx_liq_pressure()
main = ["SiO2", "Al2O3", "FeOt", "MgO", "CaO", "Na2O"]
liq = key(ds.X[[f"{c}_Liq" for c in main]].round(0))
coarse = key((ds.X[[f"{c}_Liq" for c in main]] / 3).round(0))
cpx = key(ds.X[[f"{c}_Cpx" for c in main]].round(0))
probe(ds, {"liquids (whole wt pct)": liq, "liquids (3 wt pct steps)": coarse,
           "clinopyroxenes (whole wt pct)": cpx, "equal feature rows": key(ds.X)},
      "equal feature rows")
