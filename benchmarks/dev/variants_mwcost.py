"""Variants behind docs/default_forest.md, "Levels a multiway split uses up".

In mixed growth a k-way split is scored by its gain per level, L = ⌈log2 k⌉, and its children
inherit a path that has used L of the tree's levels.  A many-level factor that names the class
can then take every level at the root (a 161-way script split at depth 7: every child a leaf).

``cur``: the earlier rule, every multiway split charged L (recorded under this name).
``half1``: a path's first multiway split charges its children ⌈L/2⌉
(``GrowthPlan.multiway_first_half``, where ``first_half_fits``), later ones L; still offered
and scored by L (recorded under this name in rows_curated_h1, rows_auto_h1, rows_wheels*).
``half1s``: ``half1`` with that first split also offered and scored by its ⌈L/2⌉ levels
(``GrowthPlan.multiway_first_half_scored``), so a look-ahead level values its children's
r − ⌈L/2⌉ + 1 levels rather than r − L + 1; the finished-subtree look-ahead then also fits a
child's multiway split by ⌈L/2⌉ (rows_*_h1s.csv).
``half1sc``: the default now -- ``half1s`` whose finished-subtree look-ahead fits a child's
multiway split by all its L levels, as ``half1`` did (``GrowthPlan.subtree_children_full_levels``:
the next level divides that split's gain by its levels; the look-ahead would count it whole;
rows_*_h1sc.csv).
``half``: every multiway split charged ⌈L/2⌉ (the split still offered and scored with L).

    VARIANTS_FILE=benchmarks/dev/variants_mwcost.py METHODS=cur,half,half1,half1s,half1sc \\
        python3 benchmarks/results/mwpath/scripts/run.py CELLS.csv ROWS.csv 6
(cells: benchmarks/results/mwcost/scripts/affected_mixed.py; README there)
"""
import numpy as np

import dpforest as d
from dpforest.tree import grower
from module_patch import attr_variant, patched


class _EveryHalf(d.DPForestClassifier):
    _multiway_first_half = False

    def _fit_private(self, *a, **kw):
        orig = grower.split_levels
        with patched(grower, split_levels=lambda k: np.maximum((orig(k) + 1) // 2, 1).astype(np.int64)):
            return super()._fit_private(*a, **kw)


VARIANTS = {
    "cur": attr_variant(_multiway_first_half=False),
    "half": lambda e, s, r: _EveryHalf(epsilon=e, schema=s, random_state=r, progress=False),
    "half1": attr_variant(_multiway_first_half_scored=False),
    "half1s": attr_variant(_subtree_children_full_levels=False),
    "half1sc": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r,
                                                    progress=False),
}


def _offered_halving_from(min_levels):
    """``PrivateData._offered`` with the first multiway split's levels halved only where its L
    is at least ``min_levels`` (a 3- or 4-level factor, L = 2, keeps being offered and scored
    by 2 levels, though still charged 1)."""
    from dpforest import data as data_mod

    def offered(self, fr, categorical_split, levels_left, reachable, first_half=None):
        half = orig(self, fr, categorical_split, levels_left, reachable, first_half)
        if first_half is None or categorical_split != "mixed":
            return half
        # the door's own offer twice, halved and not; each slot takes the halved one where
        # its L reaches min_levels (the candidate tables agree but for the multiway column)
        (valid, levels), (valid_full, full) = half, orig(self, fr, categorical_split,
                                                         levels_left, reachable, None)
        keep = full < min_levels
        valid[:, :, -1] = np.where(keep, valid_full[:, :, -1], valid[:, :, -1])
        return valid, np.where(keep, full, levels)
    orig = data_mod.PrivateData._offered
    return offered


class _HalfFromThree(d.DPForestClassifier):
    def _fit_private(self, *a, **kw):
        from dpforest import data as data_mod
        with patched(data_mod.PrivateData, _offered=_offered_halving_from(3)):
            return super()._fit_private(*a, **kw)


# ``half1sc3``: ``half1sc`` whose offer / score discount applies only to splits of L >= 3
# levels (five or more codes); measured after the choice, for the losses on 3-4-level factors
VARIANTS["half1sc3"] = lambda e, s, r: _HalfFromThree(epsilon=e, schema=s, random_state=r,
                                                      progress=False)
