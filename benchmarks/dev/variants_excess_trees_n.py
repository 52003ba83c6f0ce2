"""More trees where ε exceeds what one tree can use, bounded by the records as well.

As ``variants_excess_trees.py`` (T = ⌊ε/ε*⌋ trees on disjoint partitions, ε* = 181·ln M / 96,
at most ``cap``), but T is also at most ⌊n / n_min⌋, so no partition holds fewer than n_min
records: the unbounded version lost on small tables whose partitions were too small for a
tree.  The variant reads the true n (an upper bound on what the noisy size n̂ would do; at
ε ≥ 5 the 3 % size query moves n̂ by a few records).

    python3 auto_tables.py --limit 400 --variants variants_excess_trees_n.py \\
        --methods cur,n1k,n4k --epsilons 10,100 --seeds 3 --out DIR
"""
import math

import dpforest as d
from dpforest.forests.default import n_split_candidates


def excess_trees(cap, n_min):
    class _Bounded(d.DPForestClassifier):
        def fit(self, X, y, *args, **kwargs):
            e, s = self.epsilon, self.schema
            star = 181.0 * math.log(max(n_split_candidates(s), 3)) / 96.0
            T = int(min(max(1, math.floor(e / star)), cap, max(1, len(X) // n_min)))
            self.n_estimators = "auto" if T == 1 else T
            return super().fit(X, y, *args, **kwargs)

    def make(e, s, r):
        return _Bounded(epsilon=e, schema=s, random_state=r, progress=False)
    return make


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "n1k": excess_trees(4, 1000),
    "n4k": excess_trees(4, 4000),
}
