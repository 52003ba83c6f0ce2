"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  A verse often carries several figure notes (the same
`ref`), and neighbouring verses of one chapter share a passage's style (a psalm, a vision), so
the harness's stratified 70 / 30 split puts most test notes beside training notes of the same
verse and chapter.  Groups: the verse (book chapter:verse), the chapter (book chapter) and the
whole book (then the test notes' `book` level is unseen in training).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen92 by
default): ``python3 benchmarks/dev/unseen_wheels92/repeat_probe.py``.  Scikit-learn only (the
two categorical columns, book and first_word, coded as integers): prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import key, probe  # noqa: E402  (shared by the batches)


def numeric(X):
    X = X.copy()
    for c in ("book", "first_word"):
        X[c] = pd.factorize(X[c], sort=True)[0]
    return X.to_numpy(dtype=float)


for load in (tables.bible_figs_ot_type, tables.bible_figs_general_type):
    ds = load()
    X = ds.X
    verse = key(X[["book", "chapter", "verse"]])
    chapter = key(X[["book", "chapter"]])
    probe(ds, {"verses": verse, "chapters": chapter, "books": X["book"].to_numpy(),
               "equal feature rows": key(X)}, X=numeric(X), repeats="equal feature rows")
