"""Splits that cannot divide a node: ``cur`` offers a node only the candidates that split the
codes its path leaves reachable (the default); ``all`` offers every candidate of the public grid
at every node, as before (a threshold outside the node's interval wastes a level).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_skipempty.py \\
        --methods cur,all --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d


class _AllCandidates(d.DPForestClassifier):
    _skip_empty_splits = False


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "all": lambda e, s, r: _AllCandidates(epsilon=e, schema=s, random_state=r, progress=False),
}
