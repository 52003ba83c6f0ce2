"""Split-quality scores and their sensitivities (ALGORITHMS.md §0, "Score sensitivities").

A scorer maps candidate children's class counts, an array ``(..., n_children, n_classes)``, to a
utility per candidate (higher is better).  Its ``sensitivity`` is the largest change of that
utility when one record is added or removed -- the Δu the selection mechanism is calibrated to.
Scorers run inside :class:`dpforest.data.PrivateData` on raw histograms; only the selected index
leaves it.  All utilities are *count-weighted* (Friedman & Schuster 2010): un-normalised by the
node size, which is what gives them a sensitivity independent of the node size.
"""

from __future__ import annotations

import math

import numpy as np

__all__ = ["Scorer", "GiniScorer", "InfoGainScorer", "MaxScorer", "get_scorer"]


class Scorer:
    name = "abstract"
    sensitivity: float = 1.0

    def __call__(self, children: np.ndarray) -> np.ndarray:  # pragma: no cover - interface
        raise NotImplementedError


class GiniScorer(Scorer):
    """u = −Σ_children n_child·Gini(child) = Σ_child Σ_c n_cc²/n_child − N.  Δu = 2."""

    name = "gini"
    sensitivity = 2.0

    def __call__(self, children):
        children = children.astype(np.float64)
        n_child = children.sum(-1)
        sq = (children ** 2).sum(-1)
        with np.errstate(invalid="ignore", divide="ignore"):
            purity = np.where(n_child > 0, sq / np.maximum(n_child, 1e-300), 0.0)
        return purity.sum(-1) - n_child.sum(-1)


class InfoGainScorer(Scorer):
    """u = Σ_child Σ_c n_cc·log2(n_cc/n_child) = −N·H(class | split).

    Δu ≤ log2(N + 1) + 1/ln 2 with N a *public* upper bound on the node size (Friedman & Schuster
    2010 use log2(N)+1; the slightly larger bound also covers the n → n+1 term exactly).
    """

    name = "info_gain"

    def __init__(self, n_max: float):
        if not n_max >= 1:
            raise ValueError("InfoGainScorer needs a public upper bound n_max >= 1 on node sizes")
        self.n_max = float(n_max)
        self.sensitivity = math.log2(self.n_max + 1) + 1 / math.log(2)

    def __call__(self, children):
        c = children.astype(np.float64)
        n_child = c.sum(-1, keepdims=True)
        with np.errstate(invalid="ignore", divide="ignore"):
            t = np.where(c > 0, c * np.log2(c / np.maximum(n_child, 1e-300)), 0.0)
        return t.sum((-1, -2))


class MaxScorer(Scorer):
    """u = Σ_child max_c n_cc (records a majority label would classify right).  Δu = 1."""

    name = "max"
    sensitivity = 1.0

    def __call__(self, children):
        return children.max(-1).sum(-1).astype(np.float64)


def get_scorer(name: str | Scorer, n_max: float | None = None) -> Scorer:
    if isinstance(name, Scorer):
        return name
    if name == "gini":
        return GiniScorer()
    if name == "max":
        return MaxScorer()
    if name in ("info_gain", "entropy"):
        if n_max is None:
            raise ValueError("the information-gain scorer needs a public bound on node sizes")
        return InfoGainScorer(n_max)
    raise ValueError(f"unknown split criterion {name!r}; use 'gini', 'info_gain' or 'max'")
