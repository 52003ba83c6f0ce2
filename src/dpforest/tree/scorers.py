"""Split-quality scores and their sensitivities (docs/privacy.md, "Score sensitivities").

A scorer maps candidate children's class counts, an array ``(..., n_children, n_classes)``, to a
utility per candidate (higher is better).  Its ``sensitivity`` is the largest change of that
utility when one record is added or removed -- the Δu the selection mechanism is calibrated to.
Scorers run inside :class:`dpforest.data.PrivateData` on raw histograms; only the selected index
leaves it.  All utilities are *count-weighted* (Friedman & Schuster 2010): un-normalised by the
node size, which is what gives them a sensitivity independent of the node size.

A scorer also declares whether its utility is **monotone**: adding one record moves every
candidate's score in the same direction (never some up and some down).  For such utilities
report-noisy-max is ε-DP at half the noise (scale Δ/ε instead of 2Δ/ε; McKenna & Sheldon 2020),
and :mod:`dpforest.privacy.mechanisms` uses it.  Adding a record of class c to child j:

* Gini: u changes by (2·n_j·n_jc + n_j − Σ_c' n_jc'²)/(n_j(n_j+1)) − 1 ∈ [−2, 0];
* information gain (capped, convex g): g(n_jc+1) − g(n_jc) − (g(n_j+1) − g(n_j)) ∈ [−Δ, 0], since
  n_jc ≤ n_j and g's increments grow with x;
* max-count: the child's maximum rises by 0 or 1, so u changes by [0, 1];
* top-m count: the sum of the child's m largest class counts rises by 0 or 1, so u changes by
  [0, 1] (max-count is m = 1);
* finished-subtree count (one split level below): the record lies in one child, where every
  candidate next split's max-count rises by 0 or 1, so their maximum does too: u changes by
  [0, 1] (:func:`finished_subtree_scores`).

``tests/test_privacy.py`` checks the direction on random neighbours.
"""

from __future__ import annotations

import functools
import math
import numbers

import numpy as np

__all__ = ["Scorer", "GiniScorer", "InfoGainScorer", "MaxScorer", "TopCountScorer", "FinishedSubtreeScorer",
           "get_scorer", "gain_per_level", "multiway_utility", "split_levels", "finished_subtree_scores",
           "null_excess", "null_top_excess", "mixed_null_offset"]


class Scorer:
    name = "abstract"
    sensitivity: float = 1.0
    #: True when every candidate's utility moves the same way under add/remove-one (module doc)
    monotone: bool = False

    def __call__(self, children: np.ndarray) -> np.ndarray:  # pragma: no cover - interface
        raise NotImplementedError


class GiniScorer(Scorer):
    """u = −Σ_children n_child·Gini(child) = Σ_child Σ_c n_cc²/n_child − N.  Δu = 2."""

    name = "gini"
    sensitivity = 2.0
    monotone = True

    def __call__(self, children):
        children = children.astype(np.float64)
        n_child = children.sum(-1)
        sq = (children ** 2).sum(-1)
        with np.errstate(invalid="ignore", divide="ignore"):
            purity = np.where(n_child > 0, sq / np.maximum(n_child, 1e-300), 0.0)
        return purity.sum(-1) - n_child.sum(-1)


class InfoGainScorer(Scorer):
    """u = Σ_child Σ_c n_cc·log2(n_cc/n_child) = −N·H(class | split), count-weighted.

    Written as u = Σ_cc g(n_cc) − Σ_child g(n_child) with g(x) = x·log2 x.  Adding a record raises
    one n_cc and its n_child by one, so |Δu| ≤ max slope of g on the counts involved:
    log2(N + 1) + 1/ln 2 (Friedman & Schuster 2010 use log2(N)+1).  To make that bound hold for
    *every* data set, not only those whose nodes stay below the public ``n_max``, g is continued
    linearly beyond ``n_max`` with its slope there (a convex function with slope ≤ L).  Nodes up to
    ``n_max`` records get exactly the information gain; Δu = L = log2(n_max + 1) + 1/ln 2 always.
    """

    name = "info_gain"
    monotone = True

    def __init__(self, n_max: float):
        if not n_max >= 1:
            raise ValueError("InfoGainScorer needs a public upper bound n_max >= 1 on node sizes")
        self.n_max = float(n_max)
        self.sensitivity = math.log2(self.n_max + 1) + 1 / math.log(2)

    def _g(self, x: np.ndarray) -> np.ndarray:
        m = self.n_max
        with np.errstate(invalid="ignore", divide="ignore"):
            inside = np.where(x > 0, x * np.log2(np.maximum(x, 1e-300)), 0.0)
        # slope of x·log2 x at m is log2 m + 1/ln 2; continue linearly past m
        beyond = m * math.log2(m) + (x - m) * (math.log2(m) + 1 / math.log(2))
        return np.where(x <= m, inside, beyond)

    def __call__(self, children):
        c = children.astype(np.float64)
        return self._g(c).sum((-1, -2)) - self._g(c.sum(-1)).sum(-1)


class MaxScorer(Scorer):
    """u = Σ_child max_c n_cc (records a majority label would classify right).  Δu = 1."""

    name = "max"
    sensitivity = 1.0
    monotone = True

    def __call__(self, children):
        return children.max(-1).sum(-1).astype(np.float64)


class TopCountScorer(Scorer):
    """u = Σ_child (sum of the child's ``m`` largest class counts).  Δu = 1, monotone.

    A look-ahead form of max-count for trees with more classes than leaves below a split: with
    r more binary levels under a child, the subtree can name at most m = 2^r classes there, so u
    is the number of records the finished tree could classify right at best.  Gini scores every
    split that puts k of C equally frequent classes on one side alike (gain 1/C for every k); a
    tree with ⌈log2 C⌉ levels must split them about in half at each level, which this utility
    prefers.  Adding a record to child j raises n_jc by one, so child j's top-m sum rises by 0 or
    1 and the other children do not move.  m = 1 is :class:`MaxScorer`; m ≥ C makes u the node
    size for every split (uninformative), which callers avoid.
    """

    sensitivity = 1.0
    monotone = True

    def __init__(self, m: int):
        if int(m) != m or m < 1:
            raise ValueError(f"m must be a positive integer, got {m!r}")
        self.m = int(m)
        self.name = f"top{self.m}"

    def __call__(self, children):
        c = np.asarray(children, dtype=np.float64)
        C = c.shape[-1]
        if self.m >= C:
            return c.sum((-1, -2))
        return np.partition(c, C - self.m, axis=-1)[..., C - self.m:].sum((-1, -2))


class FinishedSubtreeScorer(Scorer):
    """The utility of a split with one split level below it: the records its *finished*
    subtree can classify right, i.e. the sum over its children of the best next split's
    max-count among the node's offered candidates (:func:`finished_subtree_scores`).  Δu = 1,
    monotone (module doc).

    It needs more than the node's per-feature histograms: the door computes it from a pairwise
    (feature, code, feature, code, class) table where the level's public size affords one
    (:meth:`dpforest.data.PrivateData.select_splits`).  Elsewhere the door scores with ``base``,
    the level's count utility (max-count, or the top-2 count for more classes: the same Δ and
    monotonicity, so the mechanism's calibration does not depend on which was used).  Calling
    the scorer on children's counts gives ``base``'s value.
    """

    sensitivity = 1.0
    monotone = True

    def __init__(self, base: Scorer):
        if base.sensitivity != 1.0 or not base.monotone:
            raise ValueError("the finished-subtree utility falls back on a monotone count utility (Δ = 1)")
        self.base = base
        self.name = f"subtree/{base.name}"

    def __call__(self, children):
        return self.base(children)


def node_class_counts(table: np.ndarray) -> np.ndarray:
    """Each node's class counts ``(..., C)`` from its level table ``(..., S, K, C)``: every slot
    holding a feature sees each of the node's records once, and a slot without one (an empty
    table) is skipped by taking the largest over slots."""
    return table.sum(-2, dtype=np.int64).max(-2)


def _best_next_split(G: np.ndarray, valid: np.ndarray, is_numeric: np.ndarray) -> np.ndarray:
    """For each child histogram ``G (B, S, K, C)`` (records at code k of slot s, class c), the
    largest max-count of one more split among the offered candidates ``valid (S, 2K+1)`` (laid
    out as :meth:`~dpforest.data.PrivateData.candidate_table`), and at least the child's own
    majority count (a child left unsplit)."""
    B, S, K, C = G.shape
    tot = node_class_counts(G)                # (B, C)
    best = tot.max(-1).astype(np.float64)
    for j in range(S):
        if is_numeric[j]:
            thr = valid[j, :K]
            if thr.any():                       # codes ≤ t left, the rest right
                left = np.cumsum(G[:, j], axis=1)[:, thr]
                u = left.max(-1) + (tot[:, None] - left).max(-1)
                best = np.maximum(best, u.max(1))
            continue
        ovr = valid[j, K:2 * K]
        if ovr.any():                           # one category against the rest
            one = G[:, j][:, ovr]
            u = one.max(-1) + (tot[:, None] - one).max(-1)
            best = np.maximum(best, u.max(1))
        if valid[j, 2 * K]:                     # one child per code
            best = np.maximum(best, G[:, j].max(-1).sum(1))
    return best


def finished_subtree_scores(pairs: np.ndarray, valid: np.ndarray, is_numeric: np.ndarray,
                            child_valid: np.ndarray | None = None,
                            multiway_leaves: bool = False) -> np.ndarray:
    """Utility of every candidate split of one node whose children get one more split level:
    Σ_children (the best next split's max-count in that child), over the node's offered
    candidates ``valid (S, 2K+1)`` (public) and, for the children's split, ``child_valid``
    (public; default ``valid``); −inf where not offered.  ``multiway_leaves``: a k-way
    candidate's children are leaves (mixed growth, where it uses the levels its children would
    split in), so it scores Σ_children max-count.

    ``pairs (S, K, S, K, C)``: the node's records with code k on slot s, code l on slot s' and
    class c (every record has one code per slot).  Where a split's children are each split
    once more and then labelled (the level above the last one), this is the number of records
    the finished subtree can classify right at best: the quantity the top-2 count or max-count
    only bounds.  A record lies in one child, where each candidate's count rises by 0 or 1 when
    it is added: Δ = 1, monotone.
    """
    S, K = pairs.shape[:2]
    cv = valid if child_valid is None else child_valid
    node = pairs.sum(1).max(0)                # (S, K, C), from any slot that holds a feature
    out = np.full((S, 2 * K + 1), -np.inf)
    for a in range(S):
        if is_numeric[a]:
            thr = valid[a, :K]
            if thr.any():
                left = np.cumsum(pairs[a], axis=0)[thr]             # (T, S, K, C)
                out[a, :K][thr] = (_best_next_split(left, cv, is_numeric)
                                   + _best_next_split(node[None] - left, cv, is_numeric))
            continue
        ovr = valid[a, K:2 * K]
        if ovr.any():
            one = pairs[a][ovr]
            out[a, K:2 * K][ovr] = (_best_next_split(one, cv, is_numeric)
                                    + _best_next_split(node[None] - one, cv, is_numeric))
        if valid[a, 2 * K]:
            out[a, 2 * K] = (pairs[a, :, a].sum(1).max(-1).sum() if multiway_leaves
                             else _best_next_split(pairs[a], cv, is_numeric).sum())
    return out


def get_scorer(name: str | Scorer, n_max: float | None = None) -> Scorer:
    if isinstance(name, Scorer):
        return name
    if isinstance(name, str) and name.startswith("subtree/"):
        return FinishedSubtreeScorer(get_scorer(name[len("subtree/"):]))
    if name == "gini":
        return GiniScorer()
    if name == "max" or name == "top1":
        return MaxScorer()
    if isinstance(name, str) and name.startswith("top") and name[3:].isdigit():
        return TopCountScorer(int(name[3:]))
    if name in ("info_gain", "entropy"):
        if n_max is None:
            raise ValueError("the information-gain scorer needs a public bound on node sizes: "
                             "set n_max, a public upper bound (>= 1) on a node's number of "
                             "records, or use another criterion")
        if isinstance(n_max, bool) or not isinstance(n_max, numbers.Real) \
                or not math.isfinite(n_max) or not n_max >= 1:
            # (read only here: another criterion ignores n_max, as the forests' docs say)
            raise ValueError(f"n_max must be a finite number >= 1 (a public bound on a node's "
                             f"records), got {n_max!r}")
        return InfoGainScorer(n_max)
    raise ValueError(f"unknown split criterion {name!r}; use 'gini', 'info_gain', 'max', 'top<m>' or "
                     "'subtree/<max or top<m>>'")


def split_levels(k) -> np.ndarray:
    """Levels of the tree's depth a k-way split uses: ⌈log2 k⌉, at least 1 (public: k is a
    domain size or a released split's arity)."""
    return np.ceil(np.log2(np.maximum(np.asarray(k), 2))).astype(np.int64)


def gain_per_level(scorer: Scorer, children: np.ndarray, levels: np.ndarray) -> np.ndarray:
    """Utility of splits that each use ``levels`` of the tree's levels: u_parent + (u − u_parent)/L.

    A multiway split on k categories uses L = ⌈log2 k⌉ levels of the depth budget
    (:func:`split_levels`), so it is
    compared with a binary split by its gain *per level* -- the idea of C4.5's gain ratio
    (Quinlan 1993), whose denominator (the split information) is data-dependent; L is public.
    u_parent is the same scorer on the unsplit node (one child).  For every neighbouring pair
    both utilities move in the same direction by at most Δ, so their convex combination does
    too: the sensitivity and the monotonicity of ``scorer`` carry over unchanged.
    ``children``: (..., k, C) counts; ``levels``: broadcastable to the leading shape, ≥ 1.
    """
    u = scorer(children)
    parent = scorer(children.sum(-2, keepdims=True))
    return parent + (u - parent) / np.asarray(levels, dtype=float)


def _expected_max_normal(c: int) -> float:
    """E[max of c independent standard normals] (public constant): the top-1 sum of
    :func:`_expected_top_sum_normal`."""
    return _expected_top_sum_normal(int(c), 1)


def null_excess(leaves, n, n_classes: int):
    """Expected in-sample gain of the max-count utility when ``n`` records whose C classes are
    drawn uniformly at random, unrelated to the features, are split into ``leaves`` equal parts:
    (√leaves − 1)·√(n/C)·μ_C, μ_C = E[max of C standard normals].

    A leaf of m records holds class counts whose centred values have covariance
    m(δ/C − 1/C²), i.e. √(m/C)·(Z_c − Z̄) for independent standard normals Z, so its largest
    count exceeds m/C by √(m/C)·μ_C on average; ``leaves`` leaves of n/leaves records exceed
    the unsplit node by the difference.  Uniform classes give the largest such excess.  Public:
    it reads only the planned size ``n`` (from the noisy size), the leaves and C, so
    subtracting it from a candidate's count keeps Δ and monotonicity.
    """
    n = np.maximum(np.asarray(n, dtype=float), 0.0)
    return (np.sqrt(np.asarray(leaves, dtype=float)) - 1.0) * np.sqrt(n / n_classes) \
        * _expected_max_normal(int(n_classes))


@functools.lru_cache(maxsize=256)
def _expected_top_sum_normal(c: int, m: int) -> float:
    """E[sum of the m largest of c independent standard normals] (numerical integrals of the
    order statistics' densities; public constant).  m = 1 is :func:`_expected_max_normal`;
    m ≥ c gives 0."""
    c, m = int(c), min(int(m), int(c))
    if m >= c:
        return 0.0
    x = np.linspace(-10.0, 10.0, 20001)
    pdf = np.exp(-x * x / 2) / math.sqrt(2 * math.pi)
    cdf = np.clip(0.5 * (1.0 + np.vectorize(math.erf)(x / math.sqrt(2))), 1e-300, 1.0)
    sf = np.clip(1.0 - cdf, 1e-300, 1.0)
    total = 0.0
    for i in range(1, m + 1):             # the i-th largest: c − i below it, i − 1 above
        logc = math.lgamma(c + 1) - math.lgamma(i) - math.lgamma(c - i + 1)
        dens = np.exp(logc + (c - i) * np.log(cdf) + (i - 1) * np.log(sf)) * pdf
        total += float(np.sum(x * dens) * (x[1] - x[0]))
    return total


def null_top_excess(leaves, n, n_classes: int, m):
    """:func:`null_excess` for the top-m count (:class:`TopCountScorer`): ``leaves`` equal leaves
    of ``n`` records whose C classes are drawn uniformly at random, each counting its m largest
    class counts, exceed the unsplit node's top-m count by (√leaves − 1)·√(n/C)·ν(C, m) on
    average, ν(C, m) = E[sum of the m largest of C standard normals] (the centred counts of a
    leaf of n' records are √(n'/C)·(Z_c − Z̄), and the m largest of them sum to ν·√(n'/C) on
    average since E[Z̄] = 0).  m = 1 is :func:`null_excess`.  Public, like it."""
    n = np.maximum(np.asarray(n, dtype=float), 0.0)
    nu = _top_sums(n_classes, np.maximum(np.asarray(m, dtype=np.int64), 1))
    return (np.sqrt(np.asarray(leaves, dtype=float)) - 1.0) * np.sqrt(n / n_classes) * nu


def _top_sums(n_classes: int, m) -> np.ndarray:
    """ν(C, m) of :func:`_expected_top_sum_normal` for each entry of the integer array ``m``."""
    return np.vectorize(lambda v: _expected_top_sum_normal(int(n_classes), int(v)))(m)


def mixed_null_offset(k, levels, n, n_classes: int, m: int | None):
    """How much more a mixed-growth k-way candidate's score gains than a binary candidate's on
    classes unrelated to the features, at a node of planned size ``n`` (s = √(n/C); public
    inputs only, so subtracting it keeps Δ and monotonicity):

    * ``m`` = 1, a max-count level (a k-way candidate scored by its gain per level, L =
      ``levels``): null_excess(k)/L − null_excess(2) = s·μ_C·((√k − 1)/L − (√2 − 1));
    * ``m`` > 1, a top-m level (its children's top-m' counts, m' = m / 2^(L−1), at least 1):
      s·(√k·ν(C, m') − √2·ν(C, m)), ν the expected sum of the m largest of C normals;
    * ``m`` None, the finished-subtree level (a k-way candidate's children are leaves, a binary
      candidate's subtree has four): null_excess(k) − null_excess(4).
    """
    k = np.asarray(k, dtype=float)
    if m is None:
        return null_excess(k, n, n_classes) - null_excess(4.0, n, n_classes)
    L = np.maximum(np.asarray(levels, dtype=float), 1.0)
    if m == 1:
        return null_excess(k, n, n_classes) / L - null_excess(2.0, n, n_classes)
    s = np.sqrt(np.maximum(np.asarray(n, dtype=float), 0.0) / n_classes)
    mk = np.maximum(int(m) // 2 ** (L.astype(np.int64) - 1), 1)
    return s * (np.sqrt(k) * _top_sums(n_classes, mk)
                - math.sqrt(2.0) * _expected_top_sum_normal(int(n_classes), int(m)))


def multiway_utility(scorer: Scorer, children: np.ndarray, levels: np.ndarray) -> np.ndarray:
    """Utility of k-way candidates that each use ``levels`` = L of the tree's levels (mixed growth).

    * Where the node's utility is a look-ahead count (:class:`TopCountScorer`, m = 2^r for its r
      levels below), a binary candidate's score is already what the *finished* subtree could
      classify right at best.  A k-way split leaves its children r − L + 1 levels, so the same
      quantity for it is the top-m' count of its children, m' = m / 2^(L−1) (at least 1:
      max-count), with no per-level division, which would count its levels twice.  Each
      candidate's utility is a top count: Δ = 1 and monotone, as for the binary ones.
    * Elsewhere (Gini, max-count): :func:`gain_per_level`.

    ``children``: (n, k, C) counts; ``levels``: broadcastable to (n,), ≥ 1.
    """
    if not isinstance(scorer, TopCountScorer):
        return gain_per_level(scorer, children, levels)
    c = np.asarray(children, dtype=np.float64)
    L = np.broadcast_to(np.asarray(levels, dtype=np.int64), c.shape[:-2])
    out = np.empty(c.shape[:-2])
    for l in np.unique(L):
        sel = L == l
        m = max(scorer.m >> max(int(l) - 1, 0), 1)
        out[sel] = TopCountScorer(m)(c[sel]) if m > 1 else MaxScorer()(c[sel])
    return out
