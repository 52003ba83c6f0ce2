"""Near-repeats in batch 200's two tables: how much of the non-private forest's accuracy comes
from test rows whose group also has rows in training.
- vega_birdstrikes_size3: one row per strike report; groups: the airport (50; holding whole
  airports out), and the event (flight date, airport, aircraft, operator: reports of one flight
  that struck several animals, or several reports of one strike).
- obs_olympians_sport12: one row per athlete; group: the nationality (the national team,
  207 of them; a team's athletes of one sport share their training and selection).

Run after run_all.sh extracted the tarballs (tables.py reads them under UNSEEN_DIR,
/tmp/unseen200 by default): ``python3 benchmarks/dev/unseen_wheels200/repeat_probe.py``.
Scikit-learn only: prints :func:`grouped_probe.probe`'s figures
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "vega_birdstrikes_size3"
ds = tables.load_all([name])[name]
raw = pd.read_csv(tables.BASE / "vega-datasets" / "package" / "data" / "birdstrikes.csv")
assert len(raw) == len(ds.y) and (raw["Wildlife Size"].astype(str).to_numpy()
                                  == ds.y.to_numpy()).all()
airport = raw["Airport Name"].astype(str).to_numpy()
event = raw[["Flight Date", "Airport Name", "Aircraft Make Model",
             "Aircraft Airline Operator"]].astype(str).agg("|".join, axis=1).to_numpy()
probe(ds, class_conflicts=True, groups={"airport": airport, "event": event})

name = "obs_olympians_sport12"
ds = tables.load_all([name])[name]
X, sport = tables._olympians()
ok = sport.isin(tables.SPORTS12).to_numpy()
assert ok.sum() == len(ds.y) and (sport[ok].to_numpy() == ds.y.to_numpy()).all()
nat = X["nationality"][ok].to_numpy()
probe(ds, class_conflicts=True, groups={"nationality": nat})
