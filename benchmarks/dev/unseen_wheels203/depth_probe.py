"""Does the depth rule hold the default back on batch 203's tables?  The default fits one tree of
depth 3 at every ε on both (categorical_split_check.log), also at ε 2 (n·ε 710 and 1,030),
while on ggobi_tao_site5 it stays at 0.59-0.62 from ε 0.5 to 2 against the non-private
forest's 0.81.  This refits, on the grid's splits (seeds 0-9, bd.split), the default and the
same estimator with max_depth fixed at 4, 5 and 6 (everything else default), at ε 0.5, 1 and 2,
and prints mean test accuracy ± SE and the paired difference to the default.

Not a DP release of anything new: a setting the user could choose, compared on the same splits;
one fit per (setting, ε, split).  The privacy noise is drawn fresh on every fit (random_state
seeds only the public choices), so two fits of one setting differ too.

    UNSEEN_DIR=/tmp/unseen203 UNSEEN_TABLES=<this folder> python3 -W always depth_probe.py
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
SEEDS = range(10)
SETTINGS = [("default", {}), ("max_depth=4", {"max_depth": 4}),
            ("max_depth=5", {"max_depth": 5}), ("max_depth=6", {"max_depth": 6})]
for name in ("ggobi_tao_site5", "ggobi_shipman_cause5"):
    ds = tables.load_all([name])[name]
    splits = [bd.split(ds, s) for s in SEEDS]
    print(f"## {name}", flush=True)
    for eps in (0.5, 1.0, 2.0):
        acc = {}
        for label, kw in SETTINGS:
            a, depths, trees = [], [], []
            for s, (Xtr, ytr, Xte, yte) in zip(SEEDS, splits):
                m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=s,
                                                progress=False, **kw).fit(Xtr, ytr)
                a.append(float(np.mean(m.predict(Xte) == np.asarray(yte))))
                depths.append(int(m.max_depth_))
                trees.append(int(m.n_estimators_))
            acc[label] = np.array(a)
            line = (f"eps={eps} {label:12s} acc {np.mean(a):.3f} ± "
                    f"{np.std(a, ddof=1) / np.sqrt(len(a)):.3f}  depths {min(depths)}-{max(depths)}"
                    f"  trees {min(trees)}-{max(trees)}")
            if label != "default":
                d = acc[label] - acc["default"]
                line += (f"  minus default {np.mean(d):+.3f} ± "
                         f"{np.std(d, ddof=1) / np.sqrt(len(d)):.3f}"
                         f" ({int(np.sum(d > 0))} ahead / {int(np.sum(d < 0))} behind)")
            print(line, flush=True)
