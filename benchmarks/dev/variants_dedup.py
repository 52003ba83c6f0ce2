"""The joint split-and-label draw with each constant labelling offered once per node
(docs/default_forest.md, "Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_dedup.py \\
        --methods cur,once,distinct --epsilons 0.1,0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

A labelling that gives every child of a split the same class c classifies like no split at all:
"predict c here" whatever the split.  The joint draw offers it once per candidate split, so at
a node with M candidate splits the classifier "predict c" enters permute-and-flip M times, a
prior weight M on the constant answer that no data put there.  ``once``: each constant
labelling is offered once per node (public: the candidate set's shape), so every distinct
classifier of the node is one candidate.  ``distinct`` (``variants_distinct.py``) removes them
altogether.

``once`` was later adopted by the library (``dpforest.data._labelled_candidates``), so ``cur``
is ``once`` now and this patch changes nothing on the current code; to compare against the
former rule, run a tree from before the change.
"""
import numpy as np

import dpforest as d
import dpforest.data as DD
from module_patch import patched_variant


def _once(est, orig):
    def candidates(hist, valid, n_codes, max_labellings):
        u, keys = orig(hist, valid, n_codes, max_labellings)
        keys = np.asarray(keys)
        C = hist.shape[-1]
        const = np.zeros(len(u), dtype=bool)
        cls = np.full(len(u), -1)
        for k in np.unique(keys[:, 1]):
            sel = keys[:, 1] == k
            digits = (keys[sel, 2][:, None] // C ** np.arange(int(k))) % C
            same = (digits == digits[:, :1]).all(1)
            const[sel] = same
            cls[np.flatnonzero(sel)[same]] = digits[same, 0]
        keep = ~const
        for c in range(C):
            first = np.flatnonzero(const & (cls == c))
            if len(first):
                keep[first[0]] = True
        return u[keep], keys[keep]
    return candidates


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "once": patched_variant("_labelled_candidates", _once, target=DD),
}


def _distinct_variant():
    from variants_distinct import VARIANTS as V      # this folder is on sys.path as a script
    return V["distinct"]


VARIANTS["distinct"] = lambda e, s, r: _distinct_variant()(e, s, r)
