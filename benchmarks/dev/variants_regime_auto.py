"""The random regime where the reliability test fails, by class count (exploratory).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_regime_auto.py \\
        --methods cur,auto,auto3 --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``auto``: ``regime='auto'`` (an SNR forest of random trees where even a perfect root split would
be drowned by the selection noise, n̂·ε₀·(1 − 1/C) < 2·Δ·ln M).  ``auto3``: the same only for
tables of three or more classes, whose greedy trees need ⌈log2 C⌉ ≥ 2 nearly random levels
there (iris and wine at ε 0.1 are where the random trees win).
"""
import dpforest as d


def _auto3(e, s, r):
    regime = "auto" if s.n_classes >= 3 else "greedy"
    return d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False, regime=regime)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "auto": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                 regime="auto"),
    "auto3": _auto3,
}
