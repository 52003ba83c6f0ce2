"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  In hsk20_word_low2025 words that share a first character share
codepoint_first and often their character levels (e.g. 一下 / 一些 / 一共), and the words of one
HSK 2.0 level share that column; in hsk_char_level characters of one Unicode radical block sit
at neighbouring code points and may share their containing words.  Groups: the first character
(words); the first character's code point block of 64 (characters, a radical-ordered slice of the
CJK block).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen98 by
default): ``python3 benchmarks/dev/unseen_wheels98/repeat_probe.py``.  Scikit-learn only; for each
table prints the forest's accuracy on one stratified split (seed 0) and on splits that hold whole
groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2), the majority rate of each and the
share of test rows whose group has rows in training; then how many rows share their feature row
with another row."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def fit(X, y, tr, te, seed):
    m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
    top = pd.Series(y[tr]).value_counts().index[0]
    return m.score(X[te], y[te]), np.mean(y[te] == top)


def probe(ds, groups):
    X = pd.get_dummies(ds.X).to_numpy(dtype=float)
    y = ds.y.to_numpy()
    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(y)} rows", flush=True)
    print("  stratified split (seed 0): RF %.3f, majority %.3f" % fit(X, y, tr, te, 0)
          + "; test rows whose group is in training: "
          + ", ".join(f"{w} {np.mean(np.isin(g[te], g[tr])):.3f}" for w, g in groups.items()),
          flush=True)
    for what, g in groups.items():
        print(f"  {len(np.unique(g))} {what}")
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"    {what} held out (seed {seed}): RF %.3f, majority %.3f"
                  % fit(X, y, tr, te, seed) + f", {len(te)} test rows", flush=True)
    k = pd.util.hash_pandas_object(ds.X, index=False).to_numpy()
    n = pd.Series(k).value_counts()
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; {int(n[n > 1].sum())} rows in "
          f"{int((n > 1).sum())} repeated rows")


ds = tables.hsk20_word_low2025()
w = list(tables._tsv("hsk20_words.tsv"))          # the loader's row order
assert len(w) == len(ds.y)
probe(ds, {"first characters": np.array([x[0] for x in w])})
ds = tables.hsk_char_level()
c = list(tables._tsv("hsk30_chars.tsv"))
assert len(c) == len(ds.y)
probe(ds, {"code point blocks of 64": np.array([ord(x) // 64 for x in c])})
