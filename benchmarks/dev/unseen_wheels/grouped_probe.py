"""Near-repeats in an outside batch's table: how much of a non-private forest's accuracy comes
from test rows whose group (a name, a family, a parcel, an actor) also has rows in training.

The batches' ``repeat_probe.py`` scripts build each table's groups from its loader's raw data
and call :func:`probe`, which prints, for the table: scikit-learn's forest (100 trees) and the
majority rate on one stratified 70 / 30 split (seed 0) with the share of test rows whose group
is in training; the same on splits that hold whole groups out (GroupShuffleSplit, 30 % of the
groups, seeds 0-2); and how many rows share their feature row with another.  Non-private and
scikit-learn only: a look at the data, not a DP result.

Batches 80, 81, 83-86 and 88-92 give their own feature matrix (``X``: categorical columns coded
as integers by :func:`coded`, missing values filled, ...), ask for each held-out split's test
classes (``test_classes``) and, in place of the equal-feature-rows line, for a summary of one of
their groups (``repeats``, mostly their equal feature rows as :func:`key` labels them).
"""
import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split


def coded(X):
    """``X`` as a float matrix, each non-numeric column coded as integers (pd.factorize)."""
    X = X.copy()
    for c in X.columns:
        if not pd.api.types.is_numeric_dtype(X[c]):
            X[c] = pd.factorize(X[c])[0]
    return X.to_numpy(dtype=float)


def key(df):
    """One label per row of ``df``, equal for equal rows (missing values equal)."""
    return pd.util.hash_pandas_object(df, index=False).astype(str).to_numpy()


def fit(X, y, tr, te, seed):
    """The forest's test accuracy and the training majority class's rate on the test rows."""
    m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
    top = pd.Series(y[tr]).value_counts().index[0]
    return m.score(X[te], y[te]), np.mean(y[te] == top)


def probe(ds, groups, class_conflicts=False, X=None, test_classes=False, repeats=None):
    """Print the probe of table ``ds`` for ``groups`` ({what: one group label per row}); with
    ``class_conflicts``, also how many repeated feature rows carry more than one class.

    ``X``: the matrix the forests fit (default: ``ds.X`` one-hot coded).  With ``test_classes``,
    each held-out line also gives its test rows' class counts.  ``repeats`` (a key of ``groups``):
    the last line counts that group's distinct labels, the rows in labels of more than one row and
    the rows in labels of more than one class, in place of the equal-feature-rows line(s)."""
    if X is None:
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
                  % fit(X, y, tr, te, seed) + f", {len(te)} test rows"
                  + (", test classes " + str(pd.Series(y[te]).value_counts().to_dict())
                     if test_classes else ""), flush=True)
    if repeats is not None:
        n = pd.DataFrame({"k": groups[repeats], "y": y}).groupby("k")["y"].agg(["size", "nunique"])
        print(f"  {repeats}: {len(n)} distinct of {len(y)}; "
              f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} "
              f"repeated rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
              f"{int((n['nunique'] > 1).sum())} with more than one class")
        return
    k = key(ds.X)
    n = pd.Series(k).value_counts()
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; {int(n[n > 1].sum())} rows in "
          f"{int((n > 1).sum())} repeated rows")
    if class_conflicts:
        mixed = pd.DataFrame({"k": k, "y": y}).groupby("k").y.nunique()
        print(f"  repeated feature rows with more than one class: {int((mixed > 1).sum())}")
