"""Coarser numeric grids where n̂·ε is small (docs/default_forest.md, "Small tables").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_tinygrid.py \\
        --methods cur,r8,u8,r4,rs --epsilons 0.1,0.5 --seeds 6 --jobs 2 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

A split draw chooses among M candidates, and the exponential-family draws pay about
2·ln(M)/ε records of utility for it: iris at ε = 0.1 has ~60 thresholds per feature (32
equal-width bins and the multi-scale octaves), 240 candidates a node and ×9 labellings in the
joint draw.  Where n̂·ε is tens of records most of that resolution cannot be resolved anyway.
Variants (below the gate the public grid is coarsened for free: a per-record map of codes onto a
subset of the cut points; the depth rule then sees the smaller M):

* ``rK``: below n̂·ε = 100 every numeric feature keeps at most K runs of its public intervals
  (every len/K-th cut of its current grid, so the multi-scale octaves keep their share);
* ``uK``: the same gate, K equal-width bins of the bounds where those cuts are on the grid
  (features on the default grid), runs elsewhere;
* ``rs``: runs, K = clip(round(n̂·ε / 8), 4, 32): a resolution that grows with n̂·ε (K = 32 at
  n̂·ε ≈ 256, beyond which the public grid is kept).
"""
import math

import numpy as np

import dpforest as d
from dpforest.forests.default import _runs
from dpforest.tree.grids import coarse_code_maps, with_cuts


def _coarse_cuts(f, n_bins, k, uniform):
    e = f.edges(n_bins)
    if len(e) + 1 <= k:
        return None
    if uniform:
        u = f.lower + (f.upper - f.lower) * np.arange(1, k) / k
        if np.all(np.isclose(u[:, None], e[None, :], rtol=0, atol=1e-9 * (f.upper - f.lower)).any(axis=1)):
            # snap onto the grid's own floats so the code map is exact
            return e[np.abs(e[None, :] - u[:, None]).argmin(axis=1)]
    return _runs(e, k)


def _variant(k_of, uniform=False, gate=100.0):
    class Coarse(d.DPForestClassifier):
        def _adapt_grid(self, data, coarse, n_hat, epsilon):
            if not (math.isfinite(n_hat) and n_hat * epsilon < gate):
                return super()._adapt_grid(data, coarse, n_hat, epsilon)
            k = k_of(n_hat * epsilon)
            new = with_cuts(coarse, lambda f: _coarse_cuts(f, coarse.n_bins, k, uniform))
            if new is coarse:
                return coarse, 0.0
            maps = coarse_code_maps(coarse, new)
            idx = [j for j, f in enumerate(coarse.features) if f.kind == "numeric"]
            data.recode({j: maps[j] for j in idx}, new)
            return new, 0.0
    return lambda e, s, r: Coarse(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "r8": _variant(lambda ne: 8),
    "u8": _variant(lambda ne: 8, uniform=True),
    "r4": _variant(lambda ne: 4),
    "rs": _variant(lambda ne: int(min(max(round(ne / 8), 4), 32)), gate=256.0),
}
