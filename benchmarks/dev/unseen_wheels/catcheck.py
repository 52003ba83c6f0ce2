"""The check refits of an outside batch: the default refitted on the grid's splits 0-2 at every
ε, for each table named, from UNSEEN_TABLES's tables.py (the batch's folder; run with the export
on PYTHONPATH).

    python3 catcheck.py split NAME [NAME ...]   # categorical_split_, trees, depth, accuracy,
                                                # classes predicted, root_features_
    python3 catcheck.py nodes NAME [NAME ...]   # the feature / child count of every internal node

Each batch's results folder keeps catsplit.py / catnodes.py, which call this with its tables."""
import os
import sys
from collections import Counter

import numpy as np


def _fits(names):
    sys.path.insert(0, os.environ["UNSEEN_TABLES"])
    import tables
    import dpforest
    from dpforest.benchmarks import datasets as bd
    print("#", dpforest.__file__, dpforest.__version__, flush=True)
    for name in names:
        ds = tables.load_all([name])[name]
        for eps in (0.1, 0.5, 1.0, 2.0):
            for seed in range(3):
                Xtr, ytr, Xte, yte = bd.split(ds, seed)
                m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=seed,
                                                progress=False).fit(Xtr, ytr)
                yield name, eps, seed, m, Xte, yte


def split(names):
    for name, eps, seed, m, Xte, yte in _fits(names):
        p = m.predict(Xte)
        rf = getattr(m, "root_features_", None)
        print(f"{name} eps={eps} seed={seed} categorical_split_={m.categorical_split_} "
              f"n_estimators_={m.n_estimators_} max_depth_={m.max_depth_} "
              f"acc={np.mean(p == np.asarray(yte)):.3f} "
              f"pred_classes={len(set(p))} root_features_={rf}", flush=True)


def nodes(names):
    for name, eps, seed, m, _, _ in _fits(names):
        names_in = list(m.feature_names_in_)
        c = Counter()
        for t in m.trees_:
            nch = t.n_children()
            for i in range(t.n_nodes):
                if not t.is_leaf[i]:
                    c[f"{names_in[t.feature[i]]}/{nch[i]}"] += 1
        print(f"{name} eps={eps} seed={seed} {m.categorical_split_} depth={m.max_depth_} "
              f"nodes(feature/children)={dict(c)}", flush=True)


if __name__ == "__main__":
    {"split": split, "nodes": nodes}[sys.argv[1]](sys.argv[2:])
