"""Budget growth ratio between split levels (ε_h ∝ ratio^h): the default's √2 against equal
shares (1) and doubling (2), measured so far on Adult and Mushroom only; 1.2 and 1.7 (a smaller
step either side) re-checked after the finished-subtree level.

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_ratio.py \
        --methods cur,ratio1,ratio2 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur
"""
import dpforest as d


def _plain(**kw):
    return lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False, **kw)


VARIANTS = {
    "cur": _plain(),
    "ratio1": _plain(growth_ratio=1.0),
    "ratio2": _plain(growth_ratio=2.0),
    "ratio1.2": _plain(growth_ratio=1.2),
    "ratio1.7": _plain(growth_ratio=1.7),
}
