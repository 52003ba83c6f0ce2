"""Multiway candidates on look-ahead levels scored by what the finished subtree could classify
right, not by gain per level (docs/default_forest.md, "Look-ahead counts for many classes").

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 9-30 --min-share 0.02 \\
        --variants benchmarks/dev/variants_mwtop.py --methods cur,mwtop --epsilons 0.1,0.5,2 --seeds 12 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

In mixed growth a k-way split uses L = ⌈log2 k⌉ of the tree's levels and is scored by its gain
per level, u_parent + (u − u_parent)/L.  That suits Gini, a one-level measure.  On a look-ahead
level (C > 2^r classes for the r levels below) the top-2^r count of a binary split is already
the records the *finished* subtree could classify right at best; a k-way split leaves its
children r − L + 1 levels, so the same quantity for it is the top-2^(r−L+1) count of its
children (at least max-count), with no division.  Dividing penalised it twice: on
openintro/nba_players_19 (team from a 30-level team code) the default scored 0.61 at ε = 2
against 0.99 with Gini at every level.  ``mwtop``: that finished-subtree count for multiway
candidates wherever the node's utility is a top-m count (Δ = 1, monotone for every candidate,
so permute-and-flip is unchanged).
"""
import numpy as np

import dpforest as d
import dpforest.data as DD
from dpforest.tree.scorers import TopCountScorer
from module_patch import patched

_orig = DD.gain_per_level


def _finished_subtree(scorer, children, levels):
    if not isinstance(scorer, TopCountScorer):
        return _orig(scorer, children, levels)
    L = np.broadcast_to(np.asarray(levels, dtype=np.int64), children.shape[:-2])
    out = np.empty(children.shape[:-2])
    for l in np.unique(L):
        sel = L == l
        m = max(scorer.m >> max(int(l) - 1, 0), 1)
        out[sel] = TopCountScorer(m)(children[sel]) if m > 1 else children[sel].max(-1).sum(-1)
    return out


class MWTop(d.DPForestClassifier):
    def _fit_private(self, *a, **kw):
        with patched(DD, gain_per_level=_finished_subtree):
            return super()._fit_private(*a, **kw)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "mwtop": lambda e, s, r: MWTop(epsilon=e, schema=s, random_state=r, progress=False),
}
