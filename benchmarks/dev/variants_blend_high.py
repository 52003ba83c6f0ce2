"""Large ε: the default's tree blended with a second model on the same records (sequential
composition: the two ledgers add up to ε), ``predict_proba`` their average.

At ε ≤ 2 every such blend lost (docs/default_forest.md, "Blending the tree with a random
forest": −0.035 / −0.016 / −0.009 at ε = 0.1 / 0.5 / 2), but the loss shrank as ε grew: one
greedy tree of the records-capped depth saturates, and at ε = 5-10 ensembles and additive
models (DP boosting, DP-EBM, a DP naive Bayes) overtake it on small smooth tables.  This file
measures whether a blend pays there.

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_blend_high.py \\
        --methods cur,snr30,snr50,boost30,boost50 --epsilons 5,10 --seeds 3 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``<partner><P>``: the greedy default with (100 − P) % of ε and the partner (``snr``: an SNR
forest of random trees; ``boost``: ``DPBoostingClassifier``) with P %.
"""
import numpy as np

import dpforest as d
import variants_blend     # this folder is on sys.path when run as a script

PARTNERS = {"snr": d.SNRForestClassifier, "boost": d.DPBoostingClassifier}


class Blend(variants_blend.Blend):
    """variants_blend's blend with the partner named: ``self.forest`` holds it."""

    def __init__(self, epsilon, schema, random_state, partner, share, weight=0.5):
        super().__init__(epsilon, schema, random_state, share, weight)
        self.partner = partner

    def fit(self, X, y):
        rs = np.random.SeedSequence(self.random_state).spawn(2)
        e = self.epsilon
        self.tree = d.DPForestClassifier(epsilon=e * (1 - self.share), schema=self.schema,
                                         random_state=int(rs[0].generate_state(1)[0]), progress=False).fit(X, y)
        self.forest = PARTNERS[self.partner](epsilon=e * self.share, schema=self.schema,
                                             random_state=int(rs[1].generate_state(1)[0]),
                                             progress=False).fit(X, y)
        self.classes_ = self.tree.classes_
        return self


def _blend(partner, share):
    return lambda e, s, r: Blend(e, s, r, partner, share)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "snr30": _blend("snr", 0.3),
    "snr50": _blend("snr", 0.5),
    "boost30": _blend("boost", 0.3),
    "boost50": _blend("boost", 0.5),
}
