"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  A route's trips repeat one stop pattern through the day
(the same shape, stops, length and terminals, only the clock times differ), and a vehicle block
runs a route's pattern over and over.  Groups: for the trips, the shape (the stop pattern), the vehicle block
(service x block id), and equal feature rows with the clock-time columns left out (start, end,
block place and span: the same pattern at another hour); for the blocks, the block id (in
this feed no block id recurs across services: 699 ids for 699 blocks, so that grouping is a
plain random split), the first stop, and equal feature rows.  The harness's stratified 70 / 30 split puts
most test trips beside training trips of the same pattern.

Run after run_all.sh fetched the sdist (tables.py reads it under UNSEEN_DIR, /tmp/unseen86 by
default): ``python3 benchmarks/dev/unseen_wheels86/repeat_probe.py``.  Scikit-learn only
(categorical columns coded as integers); for each table prints the forest's accuracy on one
stratified split (seed 0) and on splits that hold whole groups out (GroupShuffleSplit, 30 % of
the groups, seeds 0-2), the majority rate of each and the share of test rows whose group has rows
in training; then how many rows share their (time-free) feature row with another row."""
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


# trips
t = tables._weekly_trips()
ds = tables.umich_trip_route()
assert len(t) == len(ds.y) and (t["family"].to_numpy() == ds.y.to_numpy()).all()
timefree = ds.X.drop(columns=["start_s", "end_s", "block_pos", "block_span_min", "block_trips",
                              "run_min", "speed_kmh"])
probe(ds, {"shape (stop pattern)": t["shape_id"].astype(str).to_numpy(),
           "vehicle block": (t["service_id"].astype(str) + "/" + t["block_id"].astype(str)).to_numpy(),
           "equal time-free feature rows": key(timefree)},
      "equal time-free feature rows")

# blocks (the same order as tables._blocks: groupby service_id, block_id)
f, _ = tables._feed()
f = f[~f["service_id"].isin(list(tables._WEEKLY)) & f["route_id"].isin(list(tables._FAMILY))]
bid = f.groupby(["service_id", "block_id"]).size().reset_index()["block_id"].astype(str).to_numpy()
ds = tables.umich_block_route()
assert len(bid) == len(ds.y)
probe(ds, {"block id (across services)": bid,
           "first stop": ds.X["first_stop"].astype(str).to_numpy(),
           "equal feature rows": key(ds.X)},
      "equal feature rows")
