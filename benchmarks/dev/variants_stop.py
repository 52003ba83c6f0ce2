"""Variants behind docs/default_forest.md, "A stop candidate at the max-count levels" (not adopted).

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_stop.py PEERS --seeds 24 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

Development only: it replaces PrivateData.select_splits in this process so that, at max-count
levels below the root, every node also offers "no split", scored as the parent's max-count plus
k/eps_h (monotone like the split scores; one more public candidate).  ``cur`` is the default.
"""
import numpy as np
import dpforest as d
from dpforest import data as D
from dpforest.privacy import mechanisms as mech
from dpforest.tree.scorers import MaxScorer

STATE = {"k": 0.0}
_orig = D.PrivateData.select_splits


def _patched(self, fr, epsilon, scorer, categorical_split="binary", rng=None,
             what="split selection", return_charged=False):
    k = STATE["k"]
    depth = len(fr.paths[0]) if fr.size else 0
    if k <= 0 or type(scorer) is not MaxScorer or depth < 1:
        return _orig(self, fr, epsilon, scorer, categorical_split, rng, what, return_charged)
    eps = np.broadcast_to(np.asarray(epsilon, dtype=float), (fr.size,))
    valid = self.candidate_table(fr, categorical_split).reshape(fr.size, -1)
    n_valid = valid.sum(1)
    out = np.full(fr.size, -1, dtype=np.int64)
    todo = (eps > 0) & (n_valid >= 1)
    if todo.any():
        hist = self._feature_hist(fr)
        valid3 = valid.reshape(fr.size, *fr.features.shape[1:], -1)
        nodes = np.flatnonzero(todo)
        flat, ptr, cand = self._block_scores(hist[nodes], valid3[nodes], scorer)
        parent = hist[nodes].sum(2).max(1)            # (m, C): per-slot totals, any valid slot
        stop = parent.max(1) + k / eps[nodes]
        # append one stop candidate per node
        f2, c2, p2 = [], [], [0]
        for i in range(len(nodes)):
            f2.append(np.r_[flat[ptr[i]:ptr[i + 1]], stop[i]])
            c2.append(np.r_[cand[ptr[i]:ptr[i + 1]], -1])
            p2.append(p2[-1] + len(f2[-1]))
        flat2, cand2, ptr2 = np.concatenate(f2), np.concatenate(c2), np.asarray(p2)
        pick = mech.select_many(flat2, ptr2, eps[nodes], scorer.sensitivity, rng, monotone=True)
        out[nodes] = cand2[ptr2[:-1] + pick]
        for n in nodes:
            s = fr.samples[fr.node_tree[n]]
            self.ledger.charge(what, eps[n], s.scope(fr.paths[n]), "permute-and-flip (max+stop)")
    return (out, todo) if return_charged else out


D.PrivateData.select_splits = _patched


def _stop(k):
    class Stop(d.DPForestClassifier):
        def _fit_private(self, *a, **kw):
            STATE["k"] = k
            try:
                return super()._fit_private(*a, **kw)
            finally:
                STATE["k"] = 0.0
    return lambda e, s, r: Stop(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "stop1": _stop(1.0),
    "stop3": _stop(3.0),
}
