"""Nearly random trees on disjoint partitions, leaves taking almost all of ε (a diffprivlib-like
forest built from the default's own parameters).

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_partition_random.py PEERS --seeds 24 --out DIR

diffprivlib's forest (10 random trees of depth 5 on disjoint blocks of rows, every leaf with the
whole ε) leads the default on breast cancer and biopsy in single 3-split cells, while the
project's own random-tree forests (SNR, Private-RDT) do not.  ``rnd10d5`` / ``rnd5d3``: T = 10 /
5 disjoint partitions (full ε each), depth 5 / 3, 99 % of each path's ε on the leaf counts, so the
1 % left for the splits makes permute-and-flip almost uniform over the public candidates: random
structure, noisy leaf counts, averaged leaf distributions.
"""
import dpforest as d


def _rnd(T, depth):
    return lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                n_estimators=T, max_depth=depth, leaf_share=0.99,
                                                criterion="gini")


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "rnd10d5": _rnd(10, 5),
    "rnd5d3": _rnd(5, 3),
}
