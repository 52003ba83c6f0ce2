"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  Character tones: characters that share a toneless syllable
(homophones) share most columns, so the harness's stratified 70 / 30 split puts a test character
beside training characters of its own syllable; group: the syllable (initial + final).  重 in
words: one bigram (重要, 重新, ...) sits in many longer words; group: the character with its two
neighbours in the word.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen138 by
default): ``python3 benchmarks/dev/unseen_wheels138/repeat_probe.py``.  Scikit-learn only: prints
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

for name, group in (("zh_char_tone", "syllable"), ("zh_zhong_chong", "trigram")):
    ds = tables.load_all([name])[name]
    keys = tables.keys_of(name)
    assert len(keys) == len(ds.y)
    probe(ds, class_conflicts=True, groups={group: np.array(keys)})
