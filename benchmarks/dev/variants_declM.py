"""The depth rule's candidate count M taken from the declared grids (before refinement).

    python3 benchmarks/dev/variant_eval.py penguins,biopsy,digits,arrests,internet_ads,adult \\
        benchmarks/dev/variants_declM.py PEERS --seeds 24 --out DIR

Refining a declared grid (``cut_resolution``) multiplies the threshold candidates of those
features (biopsy: 82 → 892); where the data are whole numbers on a half-integer grid the new
thresholds only repeat existing splits, yet the depth rule reads ln M and gets shallower
(biopsy at ε = 1: depth 1, 0.912; a fixed depth 2 or 3: 0.926 / 0.932 over 24 splits).
``declM``: the rule's M from the declared grids; the selection still sees the refined ones.
"""
import dpforest as d
from dpforest.tree.grids import multiscale_cuts
from module_patch import patched_variant


def _declared(est, orig):
    return lambda schema: orig(multiscale_cuts(est.schema))


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "declM": patched_variant("n_split_candidates", _declared),
}
