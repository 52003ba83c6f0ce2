"""How much of the non-private forest's accuracy on this batch's two tables comes from neighbouring
pipes.  A pipe table has no natural group (no name or family shared by rows), but one main is
drawn as a chain of pipe segments of the same diameter and roughness, so the harness's stratified
70 / 30 split puts most test pipes beside training segments of their own main.  Groups (an added
look, not a natural key): spatial blocks, an 8 x 8 grid cut at the octiles of the
pipes' midpoint coordinates (mid_x, mid_y), so held-out splits remove whole neighbourhoods.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen146 by
default): ``python3 benchmarks/dev/unseen_wheels146/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("wn_net6_large_main", "wn_ky10_diameter"):
    ds = tables.load_all([name])[name]
    bx = pd.qcut(ds.X["mid_x"], 8, labels=False, duplicates="drop")
    by = pd.qcut(ds.X["mid_y"], 8, labels=False, duplicates="drop")
    block = np.array([f"{a}-{b}" for a, b in zip(bx, by)])
    probe(ds, class_conflicts=True, groups={"block8x8": block})
