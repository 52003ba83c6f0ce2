"""IG_GR: DPRF's hybrid of ID3's information gain and C4.5's gain ratio, with bounded sensitivity.

Hou et al. (IEEE Access 2019, "DPRF", seed 003) split on a metric IG_GR that combines information
gain (ID3) and gain ratio (C4.5); the formula is missing from the text we have.  Gain ratio
IG/SI has *unbounded* sensitivity: the split information SI (entropy of the children's sizes) can
be arbitrarily close to 0, so one record can move the ratio by an unbounded amount
(ALGORITHMS.md §4).  Our reconstruction, count-weighted as every dpforest utility
(Friedman & Schuster 2010):

    u(split) = N·IG(split) / max(SI(split), σ)                                   (IG_GR)

with N the node size, IG the information gain in bits and σ ∈ (0, 1] a *public* floor.  It is a
genuine hybrid: where the split is lopsided (SI < σ) it is ID3's gain (scaled by 1/σ), elsewhere
C4.5's gain ratio (scaled by N); σ = 1 with binary splits gives exactly ID3, σ → 0 exactly C4.5.

Sensitivity (add/remove one record; D′ the data set with the extra record, N+1 ≤ n_max):
let L = log2(n_max + 1) + 1/ln 2, the sensitivity of any count-weighted entropy
(InfoGainScorer).  Write u = a/b with a = N·IG = H_cw(parent) − Σ H_cw(children) and
b = max(SI, σ).

* |a − a′| ≤ L: both count-weighted entropies grow by an amount in [0, L] when a record is added.
* |SI − SI′| ≤ max(L, log2 K)/(N+1): SI = S/N with S the count-weighted entropy of the child
  sizes, SI′ − SI = ((S′ − S) − SI)/(N+1), S′ − S ∈ [0, L], SI ∈ [0, log2 K] (K children at most).
* a′/b′ ≤ (N+1)·min(1, log2 C/σ), because IG ≤ min(SI, H(Y)) ≤ min(SI, log2 C).

Hence |u − u′| = |(a − a′)/b + (a′/b′)(b′ − b)/b| ≤ L/σ + min(1, log2 C/σ)·max(L, log2 K)/σ  =: Δu.

With σ = 0.5, two classes, binary splits and n_max ≈ 3·10⁴ this is Δu ≈ 67, about four times
the information gain's ≈ 16.3 -- the price of the normalisation, stated so users can choose σ.
"""

from __future__ import annotations

import math

import numpy as np

from .scorers import Scorer

__all__ = ["IGGRScorer", "ig_gr_sensitivity"]


def ig_gr_sensitivity(n_max: float, n_classes: int, max_children: int, floor: float) -> float:
    """Δu of the IG_GR utility (module docstring): L/σ + min(1, log2 C/σ)·max(L, log2 K)/σ."""
    L = math.log2(float(n_max) + 1.0) + 1.0 / math.log(2.0)
    log_c = math.log2(max(int(n_classes), 2))
    log_k = math.log2(max(int(max_children), 2))
    return L / floor + min(1.0, log_c / floor) * max(L, log_k) / floor


def _cw_entropy(counts: np.ndarray) -> np.ndarray:
    """Count-weighted entropy Σ n_i·log2(N/n_i) over the last axis (0 for empty)."""
    c = counts.astype(np.float64)
    n = c.sum(-1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        t = np.where(c > 0, c * np.log2(np.maximum(n, 1e-300) / np.maximum(c, 1e-300)), 0.0)
    return t.sum(-1)


class IGGRScorer(Scorer):
    """DPRF's IG_GR utility u = N·IG / max(SI, σ) (module docstring), Δu from :func:`ig_gr_sensitivity`.

    Parameters
    ----------
    n_max : public upper bound on any node's size (a user-declared n or a charged noisy count).
    n_classes : number of public classes C.
    max_children : most children a split can have (2 for binary splits, the largest domain for
        multiway splits).
    floor : the public floor σ ∈ (0, 1] on the split information.
    """

    name = "ig_gr"

    def __init__(self, n_max: float, n_classes: int, max_children: int = 2, floor: float = 0.5):
        if not n_max >= 1:
            raise ValueError("IG_GR needs a public upper bound n_max >= 1 on node sizes")
        if not 0 < floor <= 1:
            raise ValueError(f"the split-information floor must be in (0, 1], got {floor}")
        self.n_max = float(n_max)
        self.floor = float(floor)
        self.sensitivity = ig_gr_sensitivity(n_max, n_classes, max_children, floor)

    def __call__(self, children):
        c = np.asarray(children, dtype=np.float64)          # (..., n_children, C)
        parent = c.sum(-2)                                   # (..., C)
        n = parent.sum(-1)                                   # N
        gain = _cw_entropy(parent) - _cw_entropy(c).sum(-1)  # N·IG (ID3)
        split_cw = _cw_entropy(c.sum(-1))                    # N·SI
        with np.errstate(invalid="ignore", divide="ignore"):
            si = np.where(n > 0, split_cw / np.maximum(n, 1e-300), 0.0)
        # clip tiny negative rounding of the gain; the ratio is the C4.5 part, the floor the ID3 part
        return np.maximum(gain, 0.0) / np.maximum(si, self.floor)
