"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One registered domain can hold several sites of the database (the
game sub-forums of mail.ru, the uCoz sites of one city's domain, the many wikis of fandom.com or
one organisation's forums), so the harness's stratified 70 / 30 split can put a test row beside
training rows of its own domain.  Group: the registered domain (last two host labels of urlMain).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen145 by
default): ``python3 benchmarks/dev/unseen_wheels145/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("mg_forum_engine", "mg_check_method"):
    ds = tables.load_all([name])[name]
    dom = tables.keys_of(name)
    assert len(dom) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"domain": np.array(dom)})
