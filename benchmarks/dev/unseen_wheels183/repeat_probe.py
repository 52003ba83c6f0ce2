"""How much of the non-private forest's accuracy on msqr_film4 comes from near-repeats: the
table holds occasions 1 and 2 of one participant (the help page's film subset, time < 3), so the
harness's stratified 70 / 30 split can put one occasion in training and the other in test, with
the same film.  Groups: the participant (study and id), and the study (five film studies).

Run after run_all.sh extracted the .deb files (tables.py reads them under UNSEEN_DIR,
/tmp/unseen183 by default): ``python3 benchmarks/dev/unseen_wheels183/repeat_probe.py``.
Scikit-learn only: prints :func:`grouped_probe.probe`'s figures
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "msqr_film4"
ds = tables.load_all([name])[name]
keys = np.array(tables.keys_of(name))
assert len(keys) == len(ds.y)
probe(ds, class_conflicts=True,
      groups={"participant (study:id)": keys,
              "study": np.array([k.split(":")[0] for k in keys])})
