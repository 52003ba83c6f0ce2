"""IG_GR: DPRF's hybrid of ID3's information gain and C4.5's gain ratio, with bounded sensitivity.

Hou et al. (IEEE Access 2019, "DPRF") split on a metric IG_GR that combines information
gain (ID3) and gain ratio (C4.5); the formula is missing from the text we have.  Gain ratio
IG/SI has *unbounded* sensitivity: the split information SI (entropy of the children's sizes) can
be arbitrarily close to 0, so one record can move the ratio by an unbounded amount
(docs/algorithms/dprf.md).  Our reconstruction, count-weighted as every dpforest utility
(Friedman & Schuster 2010):

    u(split) = N·IG(split) / max(SI(split), σ)                                   (IG_GR)

with N the node size, IG the information gain in bits and σ ∈ (0, 1] a *public* floor.  It is a
genuine hybrid: where the split is lopsided (SI < σ) it is ID3's gain (scaled by 1/σ), elsewhere
C4.5's gain ratio (scaled by N); σ = 1 with binary splits gives exactly ID3, σ → 0 exactly C4.5.

Entropies past n_max.  All entropies are built from g(x) = x·log2 x, and the increments
g(x+1) − g(x) grow without bound with x; a node larger than any public bound would break any
fixed Δu.  So, as :class:`~dpforest.tree.scorers.InfoGainScorer` does, g is replaced by g̃: equal
to g up to the public n_max and continued linearly beyond it with its slope there, L′ = log2 n_max
+ 1/ln 2.  g̃ is convex, g̃(0) = 0 and g̃ ≤ g (a tangent line lies below a convex function); its
increments δ(x) = g̃(x+1) − g̃(x) are non-decreasing and lie in [0, L], L = log2(n_max + 1) +
1/ln 2.  Nodes up to n_max records get exactly N·IG/max(SI, σ); the bound below holds for every
data set, whatever its size -- so the selection is pure ε-DP with no assumption on n.

Sensitivity (add/remove one record, for *every* pair of neighbouring data sets).  Write
H̃(counts) = g̃(Σ n_i) − Σ g̃(n_i) (count-weighted entropy), u = a/b with
a = max(0, H̃(parent) − Σ_j H̃(child_j)) = N·IG and b = max(SI, σ), SI = S/N, S = H̃(child sizes).
Let D′ have one more record than D, in child j and class c; N′ = N + 1.

* |a − a′| ≤ L: before clipping, a = g̃(N) − Σ_c g̃(n_c) − Σ_j g̃(n_j) + Σ_jc g̃(n_jc) changes by
  (δ(N) − δ(n_c)) − (δ(n_j) − δ(n_jc)); both brackets lie in [0, L] because n_jc ≤ n_c, n_j ≤ N and
  δ is non-decreasing.  Clipping at 0 is 1-Lipschitz.
* |SI − SI′| ≤ max(L, log2 K)/N′: S′ − S = δ(N) − δ(n_j) ∈ [0, L] and SI′ − SI = ((S′ − S) − SI)/N′,
  with 0 ≤ SI ≤ log2 K (K children at most).  SI ≥ 0 since a convex g̃ with g̃(0) = 0 is
  superadditive; SI ≤ log2 K by Jensen (Σ_j g̃(n_j) ≥ K·g̃(N/K)): if N/K ≤ n_max then
  S ≤ g(N) − K·g(N/K) = N·log2 K, else S ≤ (K − 1)·n_max/ln 2 ≤ N·log2 K.  b is 1-Lipschitz in SI.
* a′/b′ ≤ N′·min(1, log2 C/σ): a ≤ S (a = S − Σ_c [g̃(n_c) − Σ_j g̃(n_jc)], each bracket ≥ 0 by
  superadditivity), so a/b ≤ N; and a ≤ H̃(parent) ≤ N·log2 C (Jensen as above), so a/b ≤ N·log2 C/σ.

Hence |u − u′| = |(a − a′)/b + (a′/b′)(b′ − b)/b| ≤ L/σ + min(1, log2 C/σ)·max(L, log2 K)/σ  =: Δu.

With σ = 0.5, two classes, binary splits and n_max ≈ 3·10⁴ this is Δu ≈ 65, about four times
the information gain's ≈ 16.3 (L itself) -- the price of the normalisation, stated so users can
choose σ.
"""

from __future__ import annotations

import math

import numpy as np

from .scorers import InfoGainScorer, Scorer

__all__ = ["IGGRScorer", "ig_gr_sensitivity"]


def ig_gr_sensitivity(n_max: float, n_classes: int, max_children: int, floor: float) -> float:
    """Δu of the IG_GR utility (module docstring): L/σ + min(1, log2 C/σ)·max(L, log2 K)/σ."""
    L = math.log2(float(n_max) + 1.0) + 1.0 / math.log(2.0)
    log_c = math.log2(max(int(n_classes), 2))
    log_k = math.log2(max(int(max_children), 2))
    return L / floor + min(1.0, log_c / floor) * max(L, log_k) / floor


class IGGRScorer(Scorer):
    """DPRF's IG_GR utility u = N·IG / max(SI, σ) (module docstring), Δu from :func:`ig_gr_sensitivity`.

    Parameters
    ----------
    n_max : public size up to which the utility is exactly N·IG/max(SI, σ) (a user-declared n or a
        charged noisy count); larger nodes get the linear continuation of the entropies, so Δu
        holds for every data set (module docstring).
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
        self._g = InfoGainScorer(n_max)._g                  # g̃: x·log2 x, linear past n_max

    def _cw_entropy(self, counts: np.ndarray) -> np.ndarray:
        """Count-weighted entropy H̃ = g̃(Σ n_i) − Σ g̃(n_i) over the last axis (0 for empty);
        Σ n_i·log2(N/n_i) for N ≤ n_max."""
        return self._g(counts.sum(-1)) - self._g(counts).sum(-1)

    def __call__(self, children):
        c = np.asarray(children, dtype=np.float64)          # (..., n_children, C)
        parent = c.sum(-2)                                   # (..., C)
        n = parent.sum(-1)                                   # N
        gain = self._cw_entropy(parent) - self._cw_entropy(c).sum(-1)  # N·IG (ID3)
        split_cw = self._cw_entropy(c.sum(-1))              # N·SI
        with np.errstate(invalid="ignore", divide="ignore"):
            si = np.where(n > 0, split_cw / np.maximum(n, 1e-300), 0.0)
        # clip negative gains (rounding, or the linear continuation past n_max; 1-Lipschitz);
        # the ratio is the C4.5 part, the floor the ID3 part
        return np.maximum(gain, 0.0) / np.maximum(si, self.floor)
