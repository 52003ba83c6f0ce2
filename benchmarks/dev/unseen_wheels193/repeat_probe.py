"""How much of the non-private forest's accuracy on belgian_province9 comes from rows whose natural
group also has rows in training: a municipality's arrondissement (Arrondiss, dropped from the
features; each arrondissement lies wholly in one province, so a held-out arrondissement asks for
the province of municipalities none of whose arrondissement neighbours were seen).  sm_aircraft3
has no natural group (one row a design; no maker or family key): not probed.

Run after run_all.sh extracted the .debs (tables.py reads them under UNSEEN_DIR, /tmp/unseen193
by default): ``python3 benchmarks/dev/unseen_wheels193/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "belgian_province9"
ds = tables.load_all([name])[name]
keys = tables.keys_of(name)
assert len(keys) == len(ds.y)
probe(ds, groups={"arrondissement (Arrondiss)": np.array(keys)})
