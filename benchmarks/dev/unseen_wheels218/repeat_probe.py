"""Near-repeats in batch 218's baseball_league: every player has more than 15 seasons, so a random
70/30 split puts most players' other seasons in training.  How much of the non-private forest's
accuracy comes from that: grouped_probe.probe with the player id (dropped from the table, read
from baseball.csv in the same row order) as the group, and the identical feature row as a second
group.  Also the share of players who played in one league only.

    UNSEEN_DIR=/tmp/unseen218 python3 benchmarks/dev/unseen_wheels218/repeat_probe.py

Scikit-learn only: prints grouped_probe.probe's figures (benchmarks/dev/unseen_wheels/)."""
import os
import sys

import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

ds = tables.load_all(["baseball_league"])["baseball_league"]
raw = pd.read_csv(tables.BASE / "baseball.csv", keep_default_na=False, usecols=["id", "lg"])
assert len(raw) == len(ds.y)
assert (raw["lg"].replace({"": "NA_assoc"}).to_numpy() == ds.y.to_numpy()).all()
pid = raw["id"].to_numpy()
nl = pd.Series(ds.y.to_numpy()).groupby(pid).nunique()
print(f"players {len(nl)}; in one league only {int((nl == 1).sum())} "
      f"({(nl == 1).mean():.3f}); lines of one-league players "
      f"{pd.Series(pid).map(nl).eq(1).mean():.3f}")
key = pd.util.hash_pandas_object(ds.X, index=False).to_numpy()
print(f"baseball_league: {pd.Series(key).duplicated().sum()} rows repeat an earlier feature row")
probe(ds, class_conflicts=True, groups={"player": pid, "feature row": key})
