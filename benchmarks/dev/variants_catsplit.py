"""Variants behind docs/default_forest.md, "Many-level categorical features".

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_catsplit.py PEERS --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref default

``default``: the auto rule (multiway when (largest categorical domain)^depth ≤ 2^16, else
one-vs-rest); ``multiway``: every categorical split multiway.
"""
import dpforest as d

VARIANTS = {
    "default": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "multiway": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                     categorical_split="multiway"),
}
