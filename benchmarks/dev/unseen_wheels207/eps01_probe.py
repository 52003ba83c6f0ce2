"""Batch 207's probe of its one miss (fann_thyroid3, eps 0.1): the default refitted at eps 0.1 on
the grid's splits 0-9 (bd.split), 3 fresh privacy draws per split (the noise is not seeded by
random_state), recording test accuracy, the majority rate, the tree depth, how many classes it
predicts and, for its non-constant fits, how often it predicts a rare class and is right.  Also the
ROC AUC of predict_proba for "not normal" (is a constant-looking model still ranking?).

    UNSEEN_DIR=/tmp/unseen207 UNSEEN_TABLES=<this folder> python3 -W ignore eps01_probe.py
"""
import os
import sys
import time

import numpy as np
from sklearn.metrics import roc_auc_score

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["fann_thyroid3"])["fann_thyroid3"]
rows = []
for s in range(10):
    Xtr, ytr, Xte, yte = bd.split(ds, s)
    yte = np.asarray(yte)
    maj = float(np.mean(yte == "normal"))
    for draw in range(3):
        m = dpforest.DPForestClassifier(epsilon=0.1, schema=ds.schema, random_state=s,
                                        progress=False).fit(Xtr, ytr)
        pred = np.asarray(m.predict(Xte))
        proba = m.predict_proba(Xte)
        normal_col = list(m.classes_).index("normal")
        auc = roc_auc_score(yte != "normal", 1 - proba[:, normal_col])
        rare = pred != "normal"
        hit = float(np.mean(pred[rare] == yte[rare])) if rare.any() else float("nan")
        acc = float(np.mean(pred == yte))
        rows.append((acc, maj, len(set(pred)), int(rare.sum()), hit, auc))
        print(f"split {s} draw {draw}: acc {acc:.3f} maj {maj:.3f} depth {m.max_depth_} "
              f"classes {len(set(pred))} rare-predicted {int(rare.sum())} precision {hit:.2f} "
              f"AUC(not normal) {auc:.3f}", flush=True)
a = np.array(rows)
const = a[:, 2] == 1
print(f"fits {len(a)}; constant {int(const.sum())}; mean acc {a[:, 0].mean():.4f} vs majority "
      f"{a[:, 1].mean():.4f}; non-constant fits: mean acc {a[~const, 0].mean():.4f}, mean "
      f"rare-class precision {np.nanmean(a[~const, 4]):.2f}; mean AUC all fits {a[:, 5].mean():.3f}")
