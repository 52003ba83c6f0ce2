"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One municipality can have several records (renamed, moved to another
province, merged and re-created), all under one Belfiore code, so the harness's stratified 70 / 30
split can put a test record beside training records of the same municipality.  Group: the code.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen162 by
default): ``python3 benchmarks/dev/unseen_wheels162/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("it_sardinia_province", "it_municipality_active"):
    ds = tables.load_all([name])[name]
    code = tables.keys_of(name)
    assert len(code) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"belfiore_code": np.array(code)})
