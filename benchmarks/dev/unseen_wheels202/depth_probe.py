"""Is the depth rule what holds oct_arrhythmia2 back?  The default fits a stump (max_depth_ 1)
at every ε on this table (categorical_split_check.log): its rule (forests/default.py
auto_depth) scales n·ε by 6 / ln M for M split candidates, and 279 columns give many.  This
refits, on the grid's splits (seeds 0-9, bd.split), the default and the same estimator with
max_depth fixed at 2 and at 3 (everything else default), at ε 0.5, 1 and 2, and prints mean test
accuracy ± SE and the paired difference to the default.  Same with gretl_keane_choice5 is not
asked: its trees reach depth 3-7.

Not a DP release of anything new: a setting the user could choose, compared on the same splits;
one fit per (setting, ε, split).  The privacy noise is drawn fresh on every fit (random_state
seeds only the public choices), so two fits of one setting differ too.

    UNSEEN_DIR=/tmp/unseen202 UNSEEN_TABLES=<this folder> python3 -W always depth_probe.py
"""
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["oct_arrhythmia2"])["oct_arrhythmia2"]
SEEDS = range(10)
splits = [bd.split(ds, s) for s in SEEDS]
for eps in (0.5, 1.0, 2.0):
    acc = {}
    for label, kw in [("default", {}), ("max_depth=2", {"max_depth": 2}),
                      ("max_depth=3", {"max_depth": 3})]:
        a, depths = [], []
        for s, (Xtr, ytr, Xte, yte) in zip(SEEDS, splits):
            m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=s,
                                            progress=False, **kw).fit(Xtr, ytr)
            a.append(float(np.mean(m.predict(Xte) == np.asarray(yte))))
            depths.append(int(m.max_depth_))
        acc[label] = np.array(a)
        line = (f"eps={eps} {label:12s} acc {np.mean(a):.3f} ± {np.std(a, ddof=1) / np.sqrt(len(a)):.3f}"
                f"  depths {min(depths)}-{max(depths)}")
        if label != "default":
            d = acc[label] - acc["default"]
            line += (f"  minus default {np.mean(d):+.3f} ± {np.std(d, ddof=1) / np.sqrt(len(d)):.3f}"
                     f" ({int(np.sum(d > 0))} ahead / {int(np.sum(d < 0))} behind)")
        print(line, flush=True)
