"""Near-repeats in pt_agegroup (psychotools YouthGratitude): the data's ``id`` is not unique --
in the 1,327 rows kept, 343 ids occur two or three times (687 rows), each time with another age
and other answers (ids look reused across the study's samples, not one child seen twice; the help
page calls the data cross-sectional).  This probe holds whole ids out to see whether rows sharing
an id help the non-private forest.  lb_gender (one row a student) has no group; not probed.

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen181 by
default): ``python3 benchmarks/dev/unseen_wheels181/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

ds = tables.load_all(["pt_agegroup"])["pt_agegroup"]
raw = tables._get("psychotools", "YouthGratitude")
items = tables._items(raw)
kept = raw[raw[items].isin(range(1, 10)).all(axis=1)].id.reset_index(drop=True)
print(f"pt_agegroup: {int(kept.isna().sum())} rows without an id (each its own group)")
ids = [f"row{i}" if v != v else str(int(v)) for i, v in enumerate(kept)]
assert len(ids) == len(ds.y)
probe(ds, groups={"id": np.array(ids)})
