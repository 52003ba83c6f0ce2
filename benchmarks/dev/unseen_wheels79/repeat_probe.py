"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
that the harness's stratified 70 / 30 split puts on both sides.  The name series: the same name
(the same Hebrew spelling) is often a series in two sexes or in two or more groups, and many short
series are equal in every kept column (a name listed in one year only, with 5 newborns, is the
row (sex, year, year, 1, 1, 1, 1, year, 5, 5, 5, 5, 5, 5, 1, ...)).  The year lists: a group's
list in one year is close to its list in the year before and after, so a stratified split puts
every test year beside its neighbouring years of the same group and sex in training.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen79 by
default): ``python3 benchmarks/dev/unseen_wheels79/repeat_probe.py``.  Scikit-learn only (the one
categorical column, the sex, coded 0 / 1; the year table's two missing 1949 shares set to -1);
for each table prints the forest's accuracy on one stratified split (seed 0) and on splits that
hold whole groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2: name spellings for the
series; blocks of 5 years, the same years for all four groups, for the year lists), the majority
rate of each and the share of test rows whose group has rows in training; then, for the year lists,
leave-one-decade-out (1949-58 ... 2009-18, 2019-24), against the majority rate of the same
folds; then the exact repeats (rows equal in every kept column) with the same
and with different classes."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def _matrix(ds):
    X = ds.X.copy()
    X["sex"] = (X["sex"] == "M").astype(float)
    return X.to_numpy(dtype=float), np.nan_to_num(X.to_numpy(dtype=float), nan=-1.0)


def probe(ds, groups, logo):
    _, X = _matrix(ds)
    y = ds.y.to_numpy()

    def fit(tr, te, seed, g):
        m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
        top = pd.Series(y[tr]).value_counts().index[0]
        return m.score(X[te], y[te]), np.mean(y[te] == top), np.mean(np.isin(g[te], g[tr]))

    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(y)} rows")
    for what, g in groups.items():
        print(f"  stratified split (seed 0): RF %.3f, majority %.3f, test rows whose {what} is "
              "in training %.3f" % fit(tr, te, 0, g))
    for what, g in groups.items():
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"  whole {what}s held out ({len(np.unique(g))} {what}s, seed {seed}): "
                  "RF %.3f, majority %.3f, test rows whose group is in training %.3f"
                  % fit(tr, te, seed, g))
    what, g = logo if logo else (None, None)
    hit = top_hit = 0
    for v in (np.unique(g) if logo else []):
        te, tr = idx[g == v], idx[g != v]
        m = RandomForestClassifier(100, random_state=0, n_jobs=1).fit(X[tr], y[tr])
        hit += int((m.predict(X[te]) == y[te]).sum())
        top_hit += int((y[te] == pd.Series(y[tr]).value_counts().index[0]).sum())
    if logo:
        print(f"  leave-one-{what}-out ({len(np.unique(g))} folds): RF {hit / len(y):.3f}, "
              f"majority {top_hit / len(y):.3f}")
    full = ds.X.assign(_y=ds.y)
    dup = full[full.duplicated(list(ds.X.columns), keep=False)]
    same = full.duplicated(keep=False).sum()
    mixed = dup.groupby(list(ds.X.columns), dropna=False)["_y"].nunique()
    print(f"  exact repeats in every kept column: {len(dup)} rows in {len(mixed)} distinct rows, "
          f"{int(same)} of them with the same class; {int((mixed > 1).sum())} distinct rows "
          "carry two or more classes")


# the name series, in the loader's order (groupby sector, sex, name, sorted): their spelling
d = tables._main()
keys = list(d.groupby(["sector", "sex", "name"], sort=True).groups)
name = np.array([k[2] for k in keys])
probe(tables.il_name_sector(), {"name spelling": name}, None)

# the year lists, in the loader's order (sorted by group, sex, year): 5-year blocks and decades
m = tables._year_measures()
yrs = np.array([k[2] for k in sorted(m)])
probe(tables.il_year_names_sector(), {"5-year block": (yrs - 1949) // 5},
      ("decade", np.minimum((yrs - 1949) // 10, 7)))
