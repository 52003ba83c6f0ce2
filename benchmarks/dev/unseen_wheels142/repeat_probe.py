"""How much of the non-private forest's accuracy on this batch's neighbourhood table comes from
near-repeats of a test row in training.  One municipality has many neighbourhood rows (sharing
its prefecture, kind, row count and naming habits), and one postal code can cover several
neighbourhoods, so the harness's stratified 70 / 30 split can put a test row beside training rows
of its own municipality or code.  Groups: the municipality (JIS code) and the postal code.  The
municipality table has one row per municipality (no natural group) and is not probed.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen142 by
default): ``python3 benchmarks/dev/unseen_wheels142/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("jp_nbhd_chome_kanto",):
    ds = tables.load_all([name])[name]
    muni, code = tables.keys_of(name)
    assert len(muni) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"municipality": np.array(muni), "postal_code": np.array(code)})
