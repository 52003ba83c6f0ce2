"""How often does the default warn SmallBudgetWarning on this table at ε 0.1?

The batch saw the warning on 9 of its 10 refit fits at ε 0.1 and on none of its 3 grid fits.
The warning reads the released noisy size n̂: it speaks where n̂·ε < 10 per class, here
n̂ < 700 for 752 training rows and 7 classes.  The size query's discrete Laplace noise has
scale 1/(0.03·0.1) ≈ 333, so P(n̂ < 700) = ½·e^(−52/333) ≈ 0.43 in theory.  This probe fits the
default 100 times on one stratified split (privacy noise unseeded; ``random_state`` i), every
warning shown, and counts the warnings and the fits whose n̂ is under 700.

    UNSEEN_DIR=/tmp/unseen148 python3 benchmarks/dev/unseen_wheels148/small_budget_probe.py \
        > benchmarks/results/unseen_wheels148/small_budget_probe.log
"""
from __future__ import annotations

import os
import runpy
import warnings

import numpy as np
from sklearn.model_selection import train_test_split

from dpforest import DPForestClassifier, SmallBudgetWarning

HERE = os.path.dirname(os.path.abspath(__file__))
FITS = 100

ds = runpy.run_path(os.path.join(HERE, "tables.py"))["LOADERS"]["brg_namespace_licence"]()
Xtr, Xte, ytr, yte = train_test_split(ds.X, ds.y, test_size=0.3, stratify=ds.y, random_state=0)
warned, sizes = [], []
for i in range(FITS):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m = DPForestClassifier(epsilon=0.1, schema=ds.schema, random_state=i).fit(Xtr, ytr)
    warned.append(any(issubclass(w.category, SmallBudgetWarning) for w in caught))
    sizes.append(m.noisy_n_)
warned, sizes = np.array(warned), np.array(sizes)
threshold = 10 * len(m.classes_) / 0.1
print(f"{FITS} fits at epsilon 0.1, {len(ytr)} training rows, {len(m.classes_)} classes: "
      f"SmallBudgetWarning in {int(warned.sum())}; noisy size under {threshold:.0f} in "
      f"{int((sizes < threshold).sum())}; the two agree on {int((warned == (sizes < threshold)).sum())} "
      f"fits; noisy size mean {sizes.mean():.0f}, sd {sizes.std():.0f} (theory: sd 471, "
      f"P(under {threshold:.0f}) = {0.5 * np.exp(-(len(ytr) - threshold) / 333.3):.2f})")
