"""Depth-rule re-check under the multi-scale grid (docs/default_forest.md, "Multi-scale numeric grids").

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_depth_ms.py PEERS --seeds 24 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

The multi-scale grid adds candidates, so the depth rule's ln M grows and its depth can fall by a
fraction of a level.  ``off7`` / ``off8``: depth offset 7.0 / 8.0 instead of 7.5; ``lnM-uniform``:
ln M counted on the grid before the multi-scale points are added.
"""
import dpforest as d
import dpforest.forests.default as D


def _offset(off):
    class Off(d.DPForestClassifier):
        def _fit_private(self, *a, **kw):
            saved, D.DEPTH_OFFSET = D.DEPTH_OFFSET, off
            try:
                return super()._fit_private(*a, **kw)
            finally:
                D.DEPTH_OFFSET = saved
    return lambda e, s, r: Off(epsilon=e, schema=s, random_state=r, progress=False)


def _lnm_uniform():
    class Uni(d.DPForestClassifier):
        def _fit_private(self, data, schema, epsilon, rng):
            plain = D.refine_cuts(self.schema, int(self.cut_resolution))
            saved = D.n_split_candidates
            D.n_split_candidates = lambda s: saved(plain)
            try:
                return super()._fit_private(data, schema, epsilon, rng)
            finally:
                D.n_split_candidates = saved
    return lambda e, s, r: Uni(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "off7": _offset(7.0),
    "off8": _offset(8.0),
    "lnM-uniform": _lnm_uniform(),
}
