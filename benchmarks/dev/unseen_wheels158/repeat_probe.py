"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test entry in training.  The LTWA lists a stem's forms side by side ("Academ-",
"Academia", "Academic"), so the harness's stratified 70 / 30 split can put a test entry beside
training entries of its own stem.  Groups: the entry's first four letters, and its first three
(lower case, "-" marks stripped).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen158 by
default): ``python3 benchmarks/dev/unseen_wheels158/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("ltwa_eng_abbreviated", "ltwa_small_languages"):
    ds = tables.load_all([name])[name]
    words = [w.strip().strip("-").strip().lower() for w in tables.words_of(name)]
    assert len(words) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"first 4 letters": np.array([w[:4] for w in words]),
                  "first 3 letters": np.array([w[:3] for w in words])})
