"""More trees where ε exceeds what one tree can use.  With the records cap on the depth
(leaves of 16 expected records), one tree uses ε up to about ε* = 181·ln M / 96 ≈ 1.9·ln M
(M: split candidates; the depth rule reaches the cap there, whatever n̂); beyond it the
variant grows T = ⌊ε/ε*⌋ trees (at most ``cap``) on disjoint partitions, each with the full ε
(parallel composition), leaves averaged.  A function of ε and the schema only.

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_excess_trees.py \\
        --methods cur,t8,t16 --epsilons 10,100 --seeds 3 --out DIR
"""
import math

import dpforest as d
from dpforest.forests.default import n_split_candidates


def excess_trees(cap):
    def make(e, s, r):
        star = 181.0 * math.log(max(n_split_candidates(s), 3)) / 96.0
        T = int(min(max(1, math.floor(e / star)), cap))
        return d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                    n_estimators="auto" if T == 1 else T)
    return make


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "t4": excess_trees(4),
    "t8": excess_trees(8),
    "t16": excess_trees(16),
}
