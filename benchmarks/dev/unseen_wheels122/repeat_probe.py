"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test entry in training.  DICTLINE.GEN lists one word several times when it has several
senses, parts of speech or spellings (the noun and the adjective of one stem, a late and a
classical sense of one word, each its own line), and derived words of one root sit side by side
(adhortatio, adhortator, adhortativus).  Groups: the first stem given (one word's lines), and the
coarser first four letters of that stem (a crude word family).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen122 by
default): ``python3 benchmarks/dev/unseen_wheels122/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)


def _first(stems):
    given = [s.lower() for s in stems if s and s != "zzz"]
    return given[0] if given else ""


for name in ("ww_area", "ww_geo_greek"):
    ds = tables.load_all([name])[name]
    first = [_first(st) for st in tables.stems_of(name)]
    assert len(first) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"first stem": np.array(first),
                  "first 4 letters": np.array([s[:4] for s in first])})
