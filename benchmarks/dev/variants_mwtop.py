"""Multiway candidates on look-ahead levels scored by what the finished subtree could classify
right, not by gain per level (docs/default_forest.md, "Look-ahead counts for many classes").

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 9-30 --min-share 0.02 \\
        --variants benchmarks/dev/variants_mwtop.py --methods perlevel,cur --epsilons 0.1,0.5,2 --seeds 12 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref perlevel

In mixed growth a k-way split uses L = ⌈log2 k⌉ of the tree's levels and is scored by its gain
per level, u_parent + (u − u_parent)/L.  That suits Gini, a one-level measure.  On a look-ahead
level (C > 2^r classes for the r levels below) the top-2^r count of a binary split is already
the records the *finished* subtree could classify right at best; a k-way split leaves its
children r − L + 1 levels, so the same quantity for it is the top-2^(r−L+1) count of its
children (at least max-count), with no division.  Dividing penalised it twice: on
openintro/nba_players_19 (team from a 30-level team code) the default scored 0.61 at ε = 2
against 0.99 with Gini at every level.  The default now scores multiway candidates that way
(:func:`dpforest.tree.scorers.multiway_utility`, wherever the node's utility is a top-m count;
Δ = 1, monotone for every candidate, so permute-and-flip is unchanged).  ``perlevel``: the rule
before it, the gain per level on every level (the measured run patched the other way round).
"""
import dpforest as d
import dpforest.data as DD
from dpforest.tree.scorers import gain_per_level
from module_patch import patched_variant

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "perlevel": patched_variant("multiway_utility", lambda est, orig: gain_per_level, target=DD),
}
