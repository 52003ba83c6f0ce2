"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test word in training.  Two kinds: words sharing their ending (German
compounds take the gender and plural of their last part -- Wärmebildgerät and Gerät,
Schulsaal and Saal -- so a compound's head word, and its family of compounds, sit on both sides
of a random split; the last five letters (nouns) or three letters (place names) stand in for
the head), and words whose spelling columns are equal (the columns count letters and read the
ending, so many words are one feature row).  The harness's stratified 70 / 30 split puts most
test words beside training words of the same ending.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen78 by
default): ``python3 benchmarks/dev/unseen_wheels78/repeat_probe.py``.  Scikit-learn only, the
text columns coded as integers; for each table prints the forest's accuracy on one stratified
split (seed 0) and on splits that hold whole groups out (GroupShuffleSplit, 30 % of the groups,
seeds 0-2: endings, then equal feature rows), the majority rate of each and the share of test
rows whose group has rows in training; then how many rows share their feature row with a row
of another class."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def probe(ds, groups):
    X = ds.X.copy()
    for c in X.columns:
        if not pd.api.types.is_numeric_dtype(X[c]):
            X[c] = pd.factorize(X[c])[0]
    X = X.to_numpy(dtype=float)
    y = ds.y.to_numpy()

    def fit(tr, te, seed):
        m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
        top = pd.Series(y[tr]).value_counts().index[0]
        return m.score(X[te], y[te]), np.mean(y[te] == top)

    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(y)} rows", flush=True)
    print("  stratified split (seed 0): RF %.3f, majority %.3f" % fit(tr, te, 0)
          + "; test rows whose group is in training: "
          + ", ".join(f"{w} {np.mean(np.isin(g[te], g[tr])):.3f}" for w, g in groups.items()),
          flush=True)
    for what, g in groups.items():
        print(f"  {len(np.unique(g))} {what}")
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"    {what} held out (seed {seed}): RF %.3f, majority %.3f" % fit(tr, te, seed)
                  + f", {len(te)} test rows, test classes "
                  + str(pd.Series(y[te]).value_counts().to_dict()), flush=True)
    n = pd.DataFrame({"k": groups["equal feature rows"], "y": y})
    n = n.groupby("k")["y"].agg(["size", "nunique"])
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; "
          f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} repeated "
          f"rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class")


nouns = tables._plain()
topo = tables._nouns()
topo = topo[(topo["pos"] == "Substantiv,Toponym") & topo["genus"].isin(["m", "f", "n"])
            & topo["lemma"].astype(str).str.match(tables._WORD)]
topo = topo.drop_duplicates(["lemma", "genus"]).reset_index(drop=True)   # gn_toponym_gender's rows
for ds, lemmas, k in [(tables.gn_noun_plural_class(), nouns["lemma"], 5),
                      (tables.gn_toponym_gender(), topo["lemma"], 3)]:
    assert len(lemmas) == len(ds.y)
    key = ds.X.astype(str).agg("|".join, axis=1).to_numpy()
    ending = lemmas.str.lower().str[-k:].to_numpy()
    probe(ds, {f"endings (last {k} letters)": ending, "equal feature rows": key})
