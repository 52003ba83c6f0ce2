"""Depth-rule re-check under the multi-scale grid (docs/default_forest.md, "Multi-scale numeric grids").

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_depth_ms.py PEERS --seeds 24 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

The multi-scale grid adds candidates, so the depth rule's ln M grows and its depth can fall by a
fraction of a level.  ``off7`` / ``off8``: depth offset 7.0 / 8.0 instead of 7.5; ``lnM-uniform``:
ln M counted on the grid before the multi-scale points are added.
"""
import dpforest as d
import dpforest.forests.default as D
from module_patch import patched_variant


def _offset(off):
    return patched_variant("DEPTH_OFFSET", lambda est, saved: off)


def _lnm_uniform():
    def count(est, saved):
        plain = D.refine_cuts(est.schema, int(est.cut_resolution))
        return lambda s: saved(plain)
    return patched_variant("n_split_candidates", count)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "off7": _offset(7.0),
    "off8": _offset(8.0),
    "lnM-uniform": _lnm_uniform(),
}
