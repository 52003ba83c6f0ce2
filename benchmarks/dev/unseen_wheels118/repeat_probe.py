"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test token in training.  Variants of one token sit in the lists side by side ("password",
"password1", "password12"; "love", "lover", "loved"), so the harness's stratified 70 / 30 split can
put a test token beside training tokens of its own stem.  Groups: the token's first four
characters, and its first three (a shorter token is its own group); a group can span lists.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen118 by
default): ``python3 benchmarks/dev/unseen_wheels118/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("zx_token_source3", "zx_password_or_wiki"):
    ds = tables.load_all([name])[name]
    toks = tables.tokens_of(name)
    assert len(toks) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"first 4 characters": np.array([t[:4] for t in toks]),
                  "first 3 characters": np.array([t[:3] for t in toks])})
