"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test airfoil in training.  The database holds variants of one design side by side: a
smoothed or re-digitised copy ("fx63137" and "fx63137sm"), a modified edition ("mid011",
"mid011-3"), and numbered families of one designer whose members differ little ("goe500" ...
"goe5xx", "fx 63-1xx").  Groups: the designation without its suffix (letters and the first run of
digits of the file name), and the coarser series plus the first two of those digits.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen119 by
default): ``python3 benchmarks/dev/unseen_wheels119/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)


def _design(n):
    m = re.match(r"^([a-z]+)(\d+)", n.lower())
    return m.group(0) if m else n.lower()


def _family(n):
    m = re.match(r"^([a-z]+)(\d+)", n.lower())
    return m.group(1) + m.group(2)[:2] if m else n.lower()


for name in ("af_eppler", "af_series8"):
    ds = tables.load_all([name])[name]
    names = tables.names_of(name)
    assert len(names) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"designation": np.array([_design(n) for n in names]),
                  "series + 2 digits": np.array([_family(n) for n in names])})
