"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  Bank names repeat in part within a country (families:
"Sparkasse ...", "Volksbank ...", "Raiffeisenbank ...", "Bank Spoldzielczy w ...", "Banca di
Credito Cooperativo di ...", "... Kredito unija"), and names of one family have near-equal
feature rows, so the harness's stratified 70 / 30 split can put a test bank beside training banks
of the same family.  Groups: the name's first word and its last word (case folded).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen100 by
default): ``python3 benchmarks/dev/unseen_wheels100/repeat_probe.py``.  Scikit-learn only; for each
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
    # equal feature rows whose classes differ (same writing in two countries)
    df = pd.DataFrame({"k": k, "y": y})
    mixed = df.groupby("k").y.nunique()
    print(f"  repeated feature rows with more than one class: {int((mixed > 1).sum())}")


for name, ccs in (("schwifty_bank_country", ["DE", "GB", "PL", "ES", "IT", "LT", "FR"]),
                  ("schwifty_bank_at_ch", ["AT", "CH"])):
    names = tables._raw(ccs).name.reset_index(drop=True)
    ds = tables.load_all([name])[name]
    assert len(names) == len(ds.y)
    words = names.str.lower().str.split()
    probe(ds, {"first words": words.str[0].to_numpy(), "last words": words.str[-1].to_numpy()})
