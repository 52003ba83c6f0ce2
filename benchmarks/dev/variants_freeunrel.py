"""Free random splits where the greedy root cannot beat its selection noise (exploratory).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_freeunrel.py \\
        --methods cur,free --epsilons 0.1,0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

Where ``greedy_is_reliable`` (the old regime switch's rule: n̂·ε₀·(1 − 1/C) < 2·Δ·ln M, the best
possible root gain against permute-and-flip's shortfall) says even a perfect split would be
drowned by the selection noise, ``free`` keeps the default's tree shape but draws every split
uniformly from the offered public candidates (no ε) and spends the whole tree budget on the
leaves, instead of switching to the SNR forest as the old regime rule did.
"""
import dpforest as d
from module_patch import attr_variant

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "free": attr_variant(_free_when_unreliable=True),
}
