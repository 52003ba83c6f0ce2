"""Minimal reproduction of the loss on prince_hearthstone_rarity (and part of
gt_gibraltar_condition at eps=0.5): python repro_multiway.py > repro_multiway.log

Synthetic all-categorical tables shaped like Hearthstone's: columns of 11, 4 and 18 levels, 745
training rows (as in a 70 % split of 1,065), a 20,000-row test set, 10 fits per cell (the
privacy noise comes from the OS, so a cell is an average, never one replayable fit).  With the
defaults (categorical_split='auto' -> multiway while 18^depth <= 2^16) the tree is multiway at
depth 2-3: the class floor ceil(log2 C) and the leaf-size guard floor(log2(n/16)) of auto_depth
count binary leaves, but the multiway tree has 58-792 leaves of about 1-13 records, whose noisy
counts or labels are near-random.  categorical_split='mixed' or 'binary' stay near the majority
rate (no signal) or above it (signal)."""
import warnings

import numpy as np
import pandas as pd

import dpforest
from dpforest.schema import Categorical, Schema

warnings.simplefilter("ignore")
LEVELS = {"a": 11, "b": 4, "c": 18}


def make(rng, n, classes, p, signal):
    X = pd.DataFrame({k: rng.integers(0, L, n).astype(str) for k, L in LEVELS.items()})
    y = pd.Series(rng.choice(classes, n, p=p))
    if signal:  # levels 0-3 of column a -> class classes[1] with probability 0.8
        y[X.a.isin(["0", "1", "2", "3"]) & (rng.random(n) < 0.8)] = classes[1]
    return X, y


CASES = [("4 classes, no signal", ["w", "x", "y", "z"], [.42, .27, .16, .15], False, [0.1, 1.0, 4.0]),
         ("4 classes, signal in a", ["w", "x", "y", "z"], [.42, .27, .16, .15], True, [0.1, 1.0]),
         ("2 classes, no signal", ["w", "x"], [.6, .4], False, [1.0])]
for title, classes, p, signal, epss in CASES:
    rng = np.random.default_rng(0)
    schema = Schema([Categorical(k, tuple(str(i) for i in range(L))) for k, L in LEVELS.items()],
                    classes=classes)
    Xte, yte = make(rng, 20000, classes, p, signal)
    print(f"== {title}: test majority rate {yte.value_counts(normalize=True).iloc[0]:.3f}")
    for eps in epss:
        for cs in ["auto", "mixed", "binary"]:
            accs, info = [], set()
            for s in range(10):
                X, y = make(rng, 745, classes, p, signal)
                m = dpforest.DPForestClassifier(epsilon=eps, schema=schema, categorical_split=cs,
                                                random_state=s, progress=False).fit(X, y)
                accs.append(np.mean(np.asarray(m.predict(Xte)) == yte.values))
                info.add((m.max_depth_, m.categorical_split_, int(m.trees_[0].is_leaf.sum())))
            info = sorted(info)
            print(f"eps={eps:<4} categorical_split={cs:7s} acc={np.mean(accs):.3f}"
                  f"±{np.std(accs, ddof=1) / np.sqrt(len(accs)):.3f}  (depth, split, leaves of "
                  f"tree 0): {info[:3]}{' ...' if len(info) > 3 else ''}")
