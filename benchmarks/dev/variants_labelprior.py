"""A class prior for a label tree's draws (docs/default_forest.md, "Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_labelprior.py \\
        --methods cur,lp10 --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

Below n̂·ε = 300 the default's leaves release only their class, drawn by permute-and-flip
(alone, or with the last split).  At small n̂·ε those draws are near uniform over the classes,
so a many-class table's predictions spread over rare classes and fall below the majority
rate.  ``lpS_K``: a share S of the tree's ε releases the root's class histogram (one noisy
count per class); every label draw then adds K·ln(p̂(c)/max p̂)/ε to class c's utility
(p̂: the clipped noisy counts plus one noise scale), so the draw is the prior p̂^K times the
mechanism's own weights -- a Gibbs posterior that falls back to the common class where the
leaf's counts say nothing, and ignores a flat prior (balanced classes).
"""
from module_patch import attr_variant

import dpforest as d

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "lp10": attr_variant(_label_prior_share=0.10, _label_prior_strength=1.0),
    "lp10k2": attr_variant(_label_prior_share=0.10, _label_prior_strength=2.0),
    "lp05": attr_variant(_label_prior_share=0.05, _label_prior_strength=1.0),
    "lp20": attr_variant(_label_prior_share=0.20, _label_prior_strength=1.0),
    "lp30k4": attr_variant(_label_prior_share=0.30, _label_prior_strength=4.0),
    "lp50k4": attr_variant(_label_prior_share=0.50, _label_prior_strength=4.0),
    "counts": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                   leaf_release="counts"),
}
