"""One class on a test split, yet no ConstantModelWarning: is the model constant?

A refit of batch 139 (the four tag sets at ε 0.1) predicted one class on its whole test split
with ``constant_`` False and no warning.  ``constant_`` is documented as a check of the model
over the schema's domain, not of any data set.  This probe fits the default 300 times on one
stratified 70/30 split (privacy noise unseeded; ``random_state`` i) and, for each fit that
predicts one class on the test rows with ``constant_`` False, counts the classes its leaves
name and the classes it predicts on the training rows; the first such tree is printed.

    UNSEEN_DIR=/tmp/unseen139 python3 benchmarks/dev/unseen_wheels139/one_class_probe.py \
        > benchmarks/results/unseen_wheels139/one_class_probe.log
"""
from __future__ import annotations

import os
import runpy
import warnings

import numpy as np
from sklearn.model_selection import train_test_split

from dpforest import ConstantModelWarning, DPForestClassifier
from dpforest.inspection import export_text

HERE = os.path.dirname(os.path.abspath(__file__))
FITS = 300

ds = runpy.run_path(os.path.join(HERE, "tables.py"))["LOADERS"]["fa_minor_tagsets"]()
Xtr, Xte, ytr, yte = train_test_split(ds.X, ds.y, test_size=0.3, stratify=ds.y, random_state=1)
one_class, warned, shown = [], 0, False
for i in range(FITS):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m = DPForestClassifier(epsilon=0.1, schema=ds.schema, random_state=i).fit(Xtr, ytr)
    warned += any(issubclass(w.category, ConstantModelWarning) for w in caught)
    test_pred = m.predict(Xte)
    if len(np.unique(test_pred)) == 1 and not m.constant_:
        leaf_names = {line.split("class: ")[1].split("  (")[0]
                      for line in export_text(m).splitlines() if "class: " in line}
        one_class.append((len(leaf_names), len(np.unique(m.predict(Xtr)))))
        if not shown:
            print(f"first such fit (random_state={i}):\n{export_text(m)}")
            shown = True
print(f"{FITS} fits at epsilon 0.1 on one split (n_train {len(ytr)}, n_test {len(yte)}): "
      f"ConstantModelWarning in {warned}; one class on the test rows with constant_ False in "
      f"{len(one_class)}")
if one_class:
    leaves, train = np.array(one_class).T
    print(f"  of those, leaves naming 2+ classes: {int((leaves >= 2).sum())}; "
          f"2+ classes predicted on the training rows: {int((train >= 2).sum())}")
