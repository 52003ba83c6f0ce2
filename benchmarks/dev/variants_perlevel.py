"""Plain multiway candidates scored by their gain per level (docs/default_forest.md, "Wide codes
at a shallow root").

    REFIT_VARIANTS=benchmarks/dev/variants_perlevel.py REFIT_VARIANT=perlevel \\
        PYTHONPATH=/tmp/export_pl/src python3 benchmarks/dev/unseen_refit_default.py run 2
    python3 benchmarks/dev/auto_tables.py --variants benchmarks/dev/variants_perlevel.py \\
        --methods cur,perlevel --epsilons 0.1,0.5,1,2 --seeds 3 --out DIR

``perlevel``: where the default grows plain multiway trees, a k-way candidate (which uses one
level) is scored u_node + (u − u_node)/L, L = ⌈log2 k⌉, as mixed growth scores its k-way
candidates (the dev switch ``_multiway_per_level``); everything else as the default.
``nullpen``: instead, a k-way candidate's count (max-count and finished-subtree levels) is
lowered by what its leaves would earn over a binary split's on classes unrelated to the
features, at the node's planned size (``_multiway_null_penalty``; scorers.null_excess), the
default since 0.6.36.  ``raw``: the raw count (0.6.35's score), to pair with ``cur`` from 0.6.36
on (analyze with ``raw``: the sign flips).  ``np05`` / ``np2``: the 0.6.36 offset at half and
twice its derived size (``_multiway_null_scale``).
"""
import dpforest as d


def _perlevel(e, s, r):
    m = d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)
    m._multiway_per_level = True
    return m


def _raw(e, s, r):
    m = d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)
    m._multiway_null_penalty = False
    return m


def _nullpen(e, s, r):
    m = d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)
    m._multiway_null_penalty = True
    return m


def _scaled(scale):
    def make(e, s, r):
        m = d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)
        m._multiway_null_scale = scale
        return m
    return make


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "perlevel": _perlevel,
    "nullpen": _nullpen,
    "raw": _raw,
    "np05": _scaled(0.5),
    "np2": _scaled(2.0),
}
