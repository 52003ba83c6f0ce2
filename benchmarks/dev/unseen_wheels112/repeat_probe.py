"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test kaomoji in training.  The IME dictionaries list one face many times with different
words beside it ("(^^)/ おはよう", "(^^)/ こんにちは"), and variants of one face differ by a
character or two, so the harness's stratified 70 / 30 split can put a test kaomoji beside
training rows of its own face.  Groups: the kaomoji with its kana, kanji and spaces taken out (the
face), and its set of distinct characters (order and repeats ignored).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen112 by
default): ``python3 benchmarks/dev/unseen_wheels112/repeat_probe.py``.  Scikit-learn only: prints
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

_DROP = {"hiragana", "katakana", "kanji", "space"}

for name in ("kao_core_category", "kao_polarity"):
    ds = tables.load_all([name])[name]
    texts = tables.texts_of(name)
    assert len(texts) == len(ds.y)
    face = np.array(["".join(c for c in t if tables._kind(c) not in _DROP) or t for t in texts])
    chars = np.array(["".join(sorted(set(t))) for t in texts])
    probe(ds, class_conflicts=True,
          groups={"face (kana / kanji / spaces out)": face, "set of characters": chars})
