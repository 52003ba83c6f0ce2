"""How much of the non-private forest's accuracy on the two lakers tables comes from plays of the
same game in training and test.  lubridate::lakers keeps the game's date (dropped from the
features); the harness's stratified 70 / 30 split puts shots of one game on both sides.
Groups: the game (date; one Lakers game a day).

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen192 by
default): ``python3 benchmarks/dev/unseen_wheels192/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

s, _ = tables._shots()                       # the loaders keep every shot row, in order
games = {"lakers_shot_type6": s.date.astype(str).to_numpy(),
         "lakers_lal_made": s.date.astype(str).to_numpy()[(s.team.astype(str) == "LAL")
                                                          .to_numpy()]}
for name, g in games.items():
    ds = tables.load_all([name])[name]
    assert len(g) == len(ds.y)
    print(f"## {name}", flush=True)
    probe(ds, class_conflicts=True, groups={"game": np.array(g)})
