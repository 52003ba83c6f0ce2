"""Public candidate grids for :class:`dpforest.DPForestClassifier` (data-independent).

:func:`refine_cuts` subdivides every interval of a numeric feature's *declared* cut points
(bounds included) into ``r`` equal parts, with ``r = ceil(min_intervals / #intervals)`` so a
coarse declared grid reaches about ``min_intervals`` candidate intervals and a grid that already
has that many is left alone.  User cut points are typically coarse and roughly
logarithmic (Adult's 1-2-5 grid for capital-gain/-loss: 100, 200, 500, 1000, ...); the records
that matter often sit inside one such interval (Adult: capital-gain ≥ ~7000, capital-loss
~1800-2000), and a threshold that cannot separate them caps even the noiseless tree (Adult,
depth 6, one-hot scikit-learn tree on the binned data: 0.846 with the 1-2-5 cuts, 0.855 with
each interval split in 10, 0.857 with exact thresholds).  The refined grid is a function of the
public schema only, so it costs no privacy; equal-width features (no ``cuts``) are unchanged.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ..schema import Numeric, Schema

__all__ = ["refine_cuts"]


def refine_cuts(schema: Schema, min_intervals: int) -> Schema:
    """Schema whose numeric features with explicit ``cuts`` get each interval split in
    ``r = ceil(min_intervals / (len(cuts) + 1))`` equal parts (unchanged where r = 1)."""
    feats, changed = [], False
    for f in schema.features:
        r = -(-int(min_intervals) // (len(f.cuts) + 1)) if isinstance(f, Numeric) and f.cuts else 1
        if r > 1:
            changed = True
            pts = np.asarray([f.lower, *f.cuts, f.upper], dtype=float)
            fine = np.concatenate([np.linspace(a, b, r + 1)[1:] for a, b in zip(pts[:-1], pts[1:])])[:-1]
            f = dataclasses.replace(f, cuts=tuple(float(c) for c in np.unique(fine)))
        feats.append(f)
    if not changed:
        return schema
    return Schema(feats, schema.classes, out_of_bounds=schema.out_of_bounds, n_bins=schema.n_bins)
