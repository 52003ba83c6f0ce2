"""Shrinking the noisy Newton steps of ``DPBoostingClassifier`` (exploratory).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_boost2.py \\
        --methods cur,base,l2x3,soft1,soft1l2x2,r10,r10soft1,r5 --epsilons 0.1,0.5,2 --seeds 3 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``base``: 8 bins, the estimator's default rounds (20 when this was written; ``'auto'``, from a
noisy size, since), depth 1, λ = the hessian noise sd σ; ``l2xK`` and ``softK`` keep those
default rounds too, so their rows measured before and after the change are not the same
variant.  ``l2xK``: λ = K·σ.
``softK``: gradient sums soft-thresholded at K·σ before the step.  ``rR``: R rounds.
"""
import dpforest as d


def _boost(soft=0.0, l2f=1.0, **kw):
    def make(e, s, r):
        m = d.DPBoostingClassifier(epsilon=e, schema=s, random_state=r, progress=False, **kw)
        m._soft_threshold, m._l2_factor = soft, l2f
        return m
    return make


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "base": _boost(),
    "l2x3": _boost(l2f=3.0),
    "soft1": _boost(soft=1.0),
    "soft1l2x2": _boost(soft=1.0, l2f=2.0),
    "r10": _boost(n_estimators=10),
    "r10soft1": _boost(soft=1.0, n_estimators=10),
    "r5": _boost(n_estimators=5),
}
