"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  A verse often carries several figure notes (the same
`ref`), and neighbouring verses of one chapter share a passage's style (a psalm, a vision), so
the harness's stratified 70 / 30 split puts most test notes beside training notes of the same
verse and chapter.  Groups: the verse (book chapter:verse), the chapter (book chapter) and the
whole book (then the test notes' `book` level is unseen in training).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen92 by
default): ``python3 benchmarks/dev/unseen_wheels92/repeat_probe.py``.  Scikit-learn only (the
two categorical columns, book and first_word, coded as integers); for each table prints the
forest's accuracy on one stratified split (seed 0) and on splits that hold whole groups out
(GroupShuffleSplit, 30 % of the groups, seeds 0-2), the majority rate of each and the share of
test rows whose group has rows in training; then how many rows share their feature row with
another row."""
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


def numeric(X):
    X = X.copy()
    for c in ("book", "first_word"):
        X[c] = pd.factorize(X[c], sort=True)[0]
    return X.to_numpy(dtype=float)


def probe(ds, groups, keyname):
    X = numeric(ds.X)
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
                  % fit(X, y, tr, te, seed)
                  + f", {len(te)} test rows", flush=True)
    n = pd.DataFrame({"k": groups[keyname], "y": y})
    n = n.groupby("k")["y"].agg(["size", "nunique"])
    print(f"  {keyname}: {len(n)} distinct of {len(y)}; "
          f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} repeated "
          f"rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class")


def key(df):
    return pd.util.hash_pandas_object(df, index=False).astype(str).to_numpy()


for load in (tables.bible_figs_ot_type, tables.bible_figs_general_type):
    ds = load()
    X = ds.X
    verse = key(X[["book", "chapter", "verse"]])
    chapter = key(X[["book", "chapter"]])
    probe(ds, {"verses": verse, "chapters": chapter, "books": X["book"].to_numpy(),
               "equal feature rows": key(X)}, "equal feature rows")
