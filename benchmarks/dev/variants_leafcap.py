"""A cap on the depth rule by records alone: d ≤ floor(log2(n̂ / m)), leaves of at least m
expected records whatever ε.  The rule d = round(log2(n̂·ε·6/ln M) − 7.5) grows without bound in
ε, so at large ε (noise negligible) a single greedy tree overfits: on a 15,000-row table a
walkthrough measured 0.807 at ε = 1 and 0.748 at ε = 100 (depth 13).  ``cur``: no cap (the rule
before m = 16 was adopted); ``leafM``: the cap at M records.

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_leafcap.py \\
        --methods cur,leaf16,leaf32,leaf64 --epsilons 2,10,100 --seeds 3 --out DIR
"""
from module_patch import patched_variant

VARIANTS = {
    # the rule without the cap (as before it was adopted at m = 16)
    "cur": patched_variant("MIN_LEAF_RECORDS", lambda est, orig: None),
    **{f"leaf{m}": patched_variant("MIN_LEAF_RECORDS", lambda est, orig, m=m: m) for m in (8, 16, 32, 64, 128)},
}
