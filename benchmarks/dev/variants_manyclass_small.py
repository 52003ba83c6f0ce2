"""SNR random trees for many classes at small n̂·ε (exploratory).

    python3 benchmarks/dev/auto_tables.py --levels 4-30 --rows 150-3000 --limit 400 \\
        --variants benchmarks/dev/variants_manyclass_small.py --methods cur,mc30,mc60 \\
        --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``mcT``: ``regime='auto'`` with the switch replaced by "four or more classes and
n̂_tree·ε_tree < T" (the noisy size, public): the greedy tree's ⌈log2 C⌉ floor levels are
nearly random there, and the SNR forest's averaged random trees predict the common class.
"""
import dpforest as d
import dpforest.forests.default as D
from module_patch import patched


def _small_many(threshold):
    def rule(n, epsilon, n_candidates, n_classes, root_share, margin):
        return not (int(n_classes) >= 4 and float(n) * float(epsilon) < threshold)

    class Variant(d.DPForestClassifier):
        def _fit_private(self, *a, **kw):
            with patched(D, greedy_is_reliable=rule):
                return super()._fit_private(*a, **kw)

    return lambda e, s, r: Variant(epsilon=e, schema=s, random_state=r, progress=False,
                                   regime="auto")


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "mc30": _small_many(30.0),
    "mc60": _small_many(60.0),
}
