"""The default's tree blended with an SNR forest of random trees (measured, not adopted:
docs/default_forest.md, "Blending the tree with a random forest").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_blend.py \\
        --methods cur,blend30 --epsilons 0.1,0.5,2 --seeds 3 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

On small tables whose class follows a smooth function of a few numeric columns (crabs,
two_class_dat, parabolic, iris at ε = 2) the SNR forest's average of many random trees beats
one greedy tree; elsewhere the greedy tree wins by far more.  ``blend<P>``: the greedy default
fitted with (100 − P) % of ε and an SNR forest with P % (sequential composition: the two
ledgers add up to ε), ``predict_proba`` their average, so the forest overrides the tree only
where it is more confident than the tree's leaf.
"""
import numpy as np

import dpforest as d


class Blend:
    def __init__(self, epsilon, schema, random_state, share, weight=0.5):
        self.epsilon, self.schema, self.random_state = epsilon, schema, random_state
        self.share, self.weight = share, weight

    def fit(self, X, y):
        rs = np.random.SeedSequence(self.random_state).spawn(2)
        e = self.epsilon
        self.tree = d.DPForestClassifier(epsilon=e * (1 - self.share), schema=self.schema,
                                         random_state=int(rs[0].generate_state(1)[0]), progress=False).fit(X, y)
        self.forest = d.SNRForestClassifier(epsilon=e * self.share, schema=self.schema,
                                            random_state=int(rs[1].generate_state(1)[0]), progress=False).fit(X, y)
        self.classes_ = self.tree.classes_
        return self

    def predict_proba(self, X):
        return self.weight * self.tree.predict_proba(X) + (1 - self.weight) * self.forest.predict_proba(X)

    def predict(self, X):
        return self.classes_[np.argmax(self.predict_proba(X), axis=1)]


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "blend30": lambda e, s, r: Blend(e, s, r, 0.3),
}
