"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test word in training.  Inflections of one stem sit in a frequency list side by side
("trovare", "trovarli", "trovato"), so the harness's stratified 70 / 30 split can put a test word
beside training words of its own stem.  Groups: the word's first four letters, and its first
three (a shorter word is its own group); a group can span languages (es / pt "cont...").

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen107 by
default): ``python3 benchmarks/dev/unseen_wheels107/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("spell_word_language", "spell_es_pt"):
    ds = tables.load_all([name])[name]
    words = tables.words_of(name)
    assert len(words) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"first 4 letters": np.array([w[:4] for w in words]),
                  "first 3 letters": np.array([w[:3] for w in words])})
