"""The joint split-and-label draw without labellings that give every child the same class
(docs/default_forest.md, "Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_distinct.py \\
        --methods cur,distinct --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

A split whose children all get one class classifies like no split at all, yet the joint draw
offers C such labellings of every split: at tiny n̂·ε they are a large share of the near-best
candidates, and a tree made of them is a constant classifier.  ``distinct``: the joint draw
offers only labellings that name at least two classes (a public restriction of the candidate
set).  Where a node's records are one class, the best distinct labelling puts the other class
on a child the split leaves nearly empty, so little is lost there.
"""
import numpy as np

import dpforest as d
import dpforest.data as DD
from module_patch import patched_variant


def _distinct(est, orig):
    def candidates(hist, valid, n_codes, max_labellings):
        u, keys = orig(hist, valid, n_codes, max_labellings)
        keys = np.asarray(keys)
        C = hist.shape[-1]
        keep = np.ones(len(u), dtype=bool)
        for k in np.unique(keys[:, 1]):
            sel = keys[:, 1] == k
            digits = (keys[sel, 2][:, None] // C ** np.arange(int(k))) % C
            keep[sel] = (digits != digits[:, :1]).any(1)
        return u[keep], keys[keep]
    return candidates


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "distinct": patched_variant("_labelled_candidates", _distinct, target=DD),
}
