"""Dev, NOT private: how much a boosted model could add on the default's own grid.

Fits the default once (to get its fitted grid ``schema_``), then non-private scikit-learn models
on the encoded codes of the training split: one tree of depth 9 / 12 and HistGradientBoosting with
few to many rounds.  A DP boosted forest can at best approach these figures, so they bound what
building one would buy (docs/default_forest.md, "Honest limits", kind (3)).  Reads the training
labels directly: a measurement of the ceiling, never a release.

    DPFOREST_DATA=../shared/datasets python3 benchmarks/dev/boost_ceiling.py diamonds
"""
import os
import sys
import warnings

import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.tree import DecisionTreeClassifier

import dpforest as d
from dpforest.benchmarks import datasets as bd

#: (rounds, depth, learning rate)
SETTINGS = [(3, 6, 1.0), (5, 5, 0.5), (10, 5, 0.3), (10, 4, 0.5), (20, 4, 0.3), (30, 3, 0.3), (100, 5, 0.1)]
MAX_ROWS = 200_000      # a sample of the training split keeps the 1 M set to a minute


def main(name: str) -> None:
    warnings.simplefilter("ignore")
    ds = bd.load(name)
    Xtr, ytr, Xte, yte = bd.split(ds, 0)
    m = d.DPForestClassifier(2.0, ds.schema, random_state=0, progress=False).fit(Xtr, ytr)
    codes, test, ytr = m.schema_.encode(Xtr), m.schema_.encode(Xte), np.asarray(ytr)
    if len(codes) > MAX_ROWS:
        keep = np.random.default_rng(0).choice(len(codes), MAX_ROWS, replace=False)
        codes, ytr = codes[keep], ytr[keep]
    print(f"{name}: the default at eps 2 (depth {m.max_depth_}): {m.score(Xte, yte):.4f}")
    for depth in (9, 12):
        t = DecisionTreeClassifier(max_depth=depth, random_state=0).fit(codes, ytr)
        print(f"  one tree, depth {depth}: {t.score(test, yte):.4f}")
    for rounds, depth, lr in SETTINGS:
        h = HistGradientBoostingClassifier(max_iter=rounds, max_depth=depth, learning_rate=lr,
                                           max_leaf_nodes=None, early_stopping=False).fit(codes, ytr)
        print(f"  boosting, {rounds} rounds of depth {depth}, rate {lr}: {h.score(test, yte):.4f}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
