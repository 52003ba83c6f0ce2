"""Variants behind docs/default_forest.md, "A stop candidate at the max-count levels": the
default (which offers "no split" on max-count levels below the root where its leaves release
counts) against the same forest without it.

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_stopcount.py PEERS --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref nostop

The figures in the docs were measured before the candidate was in the library, with a patch of
``PrivateData._block_scores`` that appended the same candidate (its margin from the level's
largest selection ε, which is each node's outside mixed growth).
"""
import dpforest as d


class _NoStop(d.DPForestClassifier):
    _stop_bonus = 0.0


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "nostop": lambda e, s, r: _NoStop(epsilon=e, schema=s, random_state=r, progress=False),
}
