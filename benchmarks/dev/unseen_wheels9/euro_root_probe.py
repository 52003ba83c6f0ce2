"""Which column the default's tree splits its root on, and its leaf release, on the Euro 2024
table's 10 harness splits at each epsilon (run after the grid, to read the two missed cells).
UNSEEN_DIR=/tmp/unseen9 python3 euro_root_probe.py  -> stdout (euro_root_probe.log)"""
import collections, os, sys, warnings
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np
import dpforest
from dpforest.benchmarks.datasets import split
from dpforest.inspection import export_text
import tables

ds = tables.sd_euro2024_position()
print("dpforest from", dpforest.__file__)
print("Club levels:", ds.X["Club"].nunique(), "rows:", len(ds.X))
for eps in [0.1, 0.5, 1, 2]:
    roots, leaf, accs, sparse = [], [], [], 0
    for s in range(10):
        Xtr, ytr, Xte, yte = split(ds, s)
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            m = dpforest.DPForestClassifier(eps, ds.schema, random_state=s, progress=False).fit(Xtr, ytr)
        sparse += any(type(x.message).__name__ == "SparseSplitWarning" for x in w)
        roots.append(export_text(m, tree=0).splitlines()[0].split()[1])
        leaf.append(m.leaf_release_)
        accs.append(float(np.mean(np.asarray(m.predict(Xte)).astype(str) == yte.values)))
    print(f"eps={eps}: root {dict(collections.Counter(roots))} leaves {dict(collections.Counter(leaf))} "
          f"SparseSplitWarning {sparse}/10 acc {np.mean(accs):.3f}±{np.std(accs, ddof=1)/np.sqrt(10):.3f}")
