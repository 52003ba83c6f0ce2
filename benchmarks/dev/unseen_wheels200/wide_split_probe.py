"""A look, after the grid, at the default's wide categorical root splits on
vega_birdstrikes_size3 (the check refits found an ε-0.5 fit whose only internal node was a
225-way split on `aircraft`): the default refitted 5 times on each of the grid's splits 0-9 at
ε 0.5, 1 and 2 (50 fits per ε, random_state 1000 * split + repeat), counting the fits whose root
is a categorical multiway split (more than 2 children), the root's feature and child count, the internal nodes, and the test accuracy of the
fits with and without such a root.  Run with the export's src on PYTHONPATH and UNSEEN_TABLES set
to this folder: ``python3 wide_split_probe.py``.  Fits the default only; no DP claim."""
import os
import sys
from collections import Counter

import numpy as np

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

name = "vega_birdstrikes_size3"
ds = tables.load_all([name])[name]
print("#", dpforest.__file__, dpforest.__version__, flush=True)
for eps in (0.5, 1.0, 2.0):
    roots, acc_wide, acc_bin, internal_wide = Counter(), [], [], []
    for seed in range(10):
        Xtr, ytr, Xte, yte = bd.split(ds, seed)
        for rep in range(5):
            m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema,
                                            random_state=1000 * seed + rep,
                                            progress=False).fit(Xtr, ytr)
            t = m.trees_[0]
            nch = t.n_children()
            acc = float(np.mean(m.predict(Xte) == np.asarray(yte)))
            f = m.feature_names_in_[t.feature[0]]
            n_int = int(sum(not t.is_leaf[i] for i in range(t.n_nodes)))
            if nch[0] > 2:
                roots[f"{f}/{nch[0]}"] += 1
                acc_wide.append(acc)
                internal_wide.append(n_int)
            else:
                acc_bin.append(acc)
    print(f"eps={eps}: {len(acc_wide)} of 50 fits with a multiway root {dict(roots)}; "
          f"their internal nodes {sorted(internal_wide)}; accuracy with a multiway root "
          f"{np.mean(acc_wide) if acc_wide else float('nan'):.3f}, with a binary root "
          f"{np.mean(acc_bin) if acc_bin else float('nan'):.3f} ({len(acc_bin)} fits)", flush=True)
