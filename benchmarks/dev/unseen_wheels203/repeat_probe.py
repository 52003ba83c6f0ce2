"""Near-repeats in batch 203's two tables: how much of the non-private forest's accuracy comes
from test rows whose group also has rows in training.
- ggobi_shipman_cause5: one row per death, no identifier.  The group is the year of death
  (1974-1998): the Inquiry's decisions cluster in time, so a held-out year asks whether the
  forest needs that year's other deaths.
- ggobi_tao_site5: daily records, 92 consecutive days per site and year (the file's order within
  a site-year is read as the days' order: an assumption, the file has no date column).  The group
  is a block of 7 consecutive records of one site-year: neighbouring days' readings are alike.

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen203 by
default): ``python3 benchmarks/dev/unseen_wheels203/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "ggobi_shipman_cause5"
ds = tables.load_all([name])[name]
year = ds.X["year"].astype(int).to_numpy()
probe(ds, class_conflicts=True, groups={"year of death": year})

name = "ggobi_tao_site5"
ds = tables.load_all([name])[name]
d, _, site = tables._tao()
sy = (site + "_" + d["Year"].astype(int).astype(str)).to_numpy()
assert len(sy) == len(ds.y)
pos = np.zeros(len(sy), dtype=int)
for g in np.unique(sy):
    idx = np.flatnonzero(sy == g)
    assert len(idx) == 92 and np.all(np.diff(idx) == 1), g   # contiguous blocks of 92 days
    pos[idx] = np.arange(92)
week = np.array([f"{g}_{p // 7}" for g, p in zip(sy, pos)])
probe(ds, class_conflicts=True, groups={"7 consecutive days of one site-year": week})
