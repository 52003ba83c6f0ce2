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
(categorical columns coded as integers): prints :func:`grouped_probe.probe`'s figures for each
table (benchmarks/dev/unseen_wheels/grouped_probe.py; with each held-out split's test classes;
for the trips, the last line counts the time-free feature rows)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import coded, key, probe  # noqa: E402  (shared by the batches)


# trips
t = tables._weekly_trips()
ds = tables.umich_trip_route()
assert len(t) == len(ds.y) and (t["family"].to_numpy() == ds.y.to_numpy()).all()
timefree = ds.X.drop(columns=["start_s", "end_s", "block_pos", "block_span_min", "block_trips",
                              "run_min", "speed_kmh"])
probe(ds, {"shape (stop pattern)": t["shape_id"].astype(str).to_numpy(),
           "vehicle block": (t["service_id"].astype(str) + "/"
                             + t["block_id"].astype(str)).to_numpy(),
           "equal time-free feature rows": key(timefree)},
      X=coded(ds.X), test_classes=True, repeats="equal time-free feature rows")

# blocks (the same order as tables._blocks: groupby service_id, block_id)
f, _ = tables._feed()
f = f[~f["service_id"].isin(list(tables._WEEKLY)) & f["route_id"].isin(list(tables._FAMILY))]
bid = f.groupby(["service_id", "block_id"]).size().reset_index()["block_id"].astype(str).to_numpy()
ds = tables.umich_block_route()
assert len(bid) == len(ds.y)
probe(ds, {"block id (across services)": bid,
           "first stop": ds.X["first_stop"].astype(str).to_numpy(),
           "equal feature rows": key(ds.X)},
      X=coded(ds.X), test_classes=True, repeats="equal feature rows")
