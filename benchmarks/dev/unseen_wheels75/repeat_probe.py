"""How much of the non-private forest's accuracy on this batch's two tables comes from having
records of the same day (or week) in training.  The Greensboro table holds up to 24 observed
hours of each day, and an hour's temperature, humidity, pressure and wind are close to the hour
before, as is its sky cover, so the harness's stratified 70 / 30 split puts nearly every test
hour beside training hours of the same day; the Miami table holds each day once, but weather
comes in spells of several days.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen75 by
default): ``python3 benchmarks/dev/unseen_wheels75/repeat_probe.py``.  Scikit-learn only (every
column is numeric); for each table prints the forest's accuracy on one stratified split (seed 0)
and on splits that hold whole groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2:
days and weeks for the hours, weeks and months for the days), the majority rate of each and the
share of test rows whose group has rows in training; then the exact repeats (rows equal in every
kept column) with the same and with different classes."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def probe(ds, groups):
    X = ds.X.to_numpy(dtype=float)
    y = ds.y.to_numpy()

    def fit(tr, te, seed, g):
        m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
        top = pd.Series(y[tr]).value_counts().index[0]
        return m.score(X[te], y[te]), np.mean(y[te] == top), np.mean(np.isin(g[te], g[tr]))

    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    first = next(iter(groups.values()))
    print(f"{ds.name}: {len(y)} rows")
    print("  stratified split (seed 0): RF %.3f, majority %.3f, test rows whose "
          % fit(tr, te, 0, first)[:2] + next(iter(groups))
          + " is in training %.3f" % fit(tr, te, 0, first)[2])
    for what, g in groups.items():
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"  whole {what}s held out ({len(np.unique(g))} {what}s, seed {seed}): "
                  "RF %.3f, majority %.3f, test rows whose group is in training %.3f"
                  % fit(tr, te, seed, g))
    full = ds.X.assign(_y=ds.y)
    dup = full[full.duplicated(list(ds.X.columns), keep=False)]
    same = full.duplicated(keep=False).sum()
    print(f"  exact repeats in every kept column: {len(dup)} rows, "
          f"{int(same)} of them with the same class")


# the Greensboro hours: their day (month and day) and week (7-day blocks of the TMY year)
h = tables._greensboro()
h = h[h["sky_source"] == "A"].reset_index(drop=True)
doy = pd.to_datetime(dict(year=2001, month=h["month"], day=h["day"])).dt.day_of_year.to_numpy()
probe(tables.tmy3_greensboro_sky_cover(), {"day": doy, "week": (doy - 1) // 7})

# the Miami days, in calendar order as the loader groups them: their week and month
days = tables.tmy2_miami_day_weather()
dd = tables._miami().groupby(["month", "day"], sort=True).size().reset_index()
ddoy = pd.to_datetime(dict(year=2001, month=dd["month"], day=dd["day"])).dt.day_of_year.to_numpy()
probe(days, {"week": (ddoy - 1) // 7, "month": dd["month"].to_numpy()})
y = days.y.to_numpy()
print("tmy2_miami_day_weather: a day's class equals the day before's on "
      f"{np.mean(y[1:] == y[:-1]):.3f} of days (the majority rate is "
      f"{pd.Series(y).value_counts(normalize=True).iloc[0]:.3f})")
