"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  The word list holds many compounds and derived forms of one head
word (آب, آب‌انبار, آب‌بندی, ...), written with a zero-width non-joiner or a space between the
pieces, so the harness's stratified 70 / 30 split can put a test word beside training words that
begin with the same piece.  Group: the word's first ZWNJ- or space-separated piece.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen139 by
default): ``python3 benchmarks/dev/unseen_wheels139/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("fa_noun_adj_reading", "fa_minor_tagsets"):
    ds = tables.load_all([name])[name]
    head = tables.keys_of(name)
    assert len(head) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"first_piece": np.array(head)})
