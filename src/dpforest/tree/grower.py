"""Level-wise DP tree growth shared by every greedy forest in dpforest.

All trees of a batch grow together, one level at a time; each level costs one vectorised
histogram pass inside :class:`~dpforest.data.PrivateData`.  The pieces that differ between the
papers are pluggable:

* a **scorer** (:mod:`dpforest.tree.scorers`) -- the utility of the selection mechanism;
* a **budget schedule** -- ε for the node's class-count query and for its split selection, as a
  function of depth; a leaf spends whatever its path has left (so every root-to-leaf path spends
  exactly the tree's ε);
* a **stopping rule** evaluated on the node's *noisy* class counts;
* a **prune rule** evaluated on the *selected* split (e.g. RFDP_OOB's non-important features).

A node that stops early spends its path's remaining budget on its leaf counts and combines them
with its earlier noisy counts by inverse-variance weighting (post-processing).
"""

from __future__ import annotations

import dataclasses
import math
import numbers
from dataclasses import dataclass
from typing import Callable

import numpy as np

from ..data import PrivateData, TreeSample
from .model import FlatTree, compact_routes
from .scorers import Scorer, split_levels

__all__ = ["BudgetSchedule", "EqualPerLevel", "Halving", "GrowingWithDepth", "GrowthPlan",
           "grow_trees", "noisy_count_stop"]


# ------------------------------------------------------------------------ budget schedules
class BudgetSchedule:
    """ε of an internal node at ``depth`` as (count ε, selection ε), for a tree budget ε_tree."""

    def internal(self, depth: int, max_depth: int, eps_tree: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        raise NotImplementedError


@dataclass
class EqualPerLevel(BudgetSchedule):
    """DiffPRFs (Mu et al. 2016): each of the d+1 levels gets ε_tree/(d+1); an internal level's
    share is split ``count_share`` : 1−count_share between node counts and split selection."""

    count_share: float = 0.5

    def internal(self, depth, max_depth, eps_tree):
        lvl = eps_tree / (max_depth + 1)
        return lvl * self.count_share, lvl * (1 - self.count_share)


@dataclass
class Halving(BudgetSchedule):
    """RFDP_OOB (Li 2021, §2.2.1): a node at depth h spends ε′/2^(h+1); the leaf the rest.

    The paper spends the whole node share on the split decision; we give ``count_share`` of it to
    the node's noisy class counts, which the feature weights (Eq. 4) need (docs/algorithms/rfdp_oob.md).
    """

    count_share: float = 0.5

    def internal(self, depth, max_depth, eps_tree):
        share = eps_tree / 2.0 ** (depth + 1)
        return share * self.count_share, share * (1 - self.count_share)


@dataclass
class GrowingWithDepth(BudgetSchedule):
    """Budget that grows with depth: level h gets a share ∝ (h+1)^power of the tree's ε.

    Deeper nodes hold fewer records, so they need more ε for the same signal-to-noise ratio.
    Level shares (levels 0..d, the leaf level last) are normalised to sum to one.
    """

    power: float = 1.0
    count_share: float = 0.0

    def _shares(self, max_depth):
        w = (np.arange(max_depth + 1) + 1.0) ** self.power
        return w / w.sum()

    def internal(self, depth, max_depth, eps_tree):
        lvl = eps_tree * self._shares(max_depth)[depth]
        return lvl * self.count_share, lvl * (1 - self.count_share)


def noisy_count_stop(factor: float = np.sqrt(2.0)):
    """DiffPRFs' rule: stop when noisy count per class < factor/ε_count (the noise's std)."""

    def rule(noisy: np.ndarray, depth: int, eps_count: np.ndarray) -> np.ndarray:
        per_class = np.nansum(noisy, 1) / noisy.shape[1]
        with np.errstate(divide="ignore"):
            thr = np.where(eps_count > 0, factor / np.maximum(eps_count, 1e-300), 0.0)
        return per_class < thr

    return rule


@dataclass
class GrowthPlan:
    max_depth: int
    scorer: Scorer
    schedule: BudgetSchedule
    stop_rule: Callable | None = None
    prune_rule: Callable[[np.ndarray], np.ndarray] | None = None  # chosen features -> make leaf
    categorical_split: str = "binary"
    # optional (depth, node_tree, features (m, S)) -> features offered at this level (m, S'),
    # -1 = hidden; lets a plan fix the split feature per level (the OOB budget paper's weight order)
    feature_rule: Callable | None = None
    # optional (depth, max_depth) -> Scorer: a utility per level instead of ``scorer`` everywhere
    level_scorer: Callable[[int, int], Scorer] | None = None
    # count a k-way split as ceil(log2 k) levels of ``max_depth`` (a node whose path has used
    # them all is a leaf), so multiway paths end with leaves of about the planned size
    multiway_levels: bool = False
    # mixed mode: a k-way split may overrun the path's remaining levels by this many (its leaves
    # then hold about 2^-slack of the planned records)
    multiway_slack: int = 0
    # mixed mode: the first multiway split of a path charges its children ceil(L/2) of its
    # L = ceil(log2 k) levels (later ones all L), so a many-level factor that takes the root does
    # not leave every child a leaf; a path then has at most 2^floor(L/2) times the planned leaves
    multiway_first_half: bool = False
    # with ``multiway_first_half``: offer and score such a first multiway split by the levels
    # it is charged (ceil(L/2)) rather than L (public: the path's released splits)
    multiway_first_half_scored: bool = False
    # offer a node only the candidates that divide the codes its path leaves reachable (a
    # threshold outside the node's interval, or a category its path already excluded, would
    # send every record to one side: a wasted level and a diluted draw); the reachable codes
    # follow from the released splits alone
    skip_empty_splits: bool = False
    # levels at this depth and below split uniformly at random among the offered candidates
    # (public randomness, no ε, no record read); None: every level is a charged selection
    random_below: int | None = None
    # leaves release only their class, by permute-and-flip on their counts
    # (:meth:`PrivateData.class_labels`): one-hot rows instead of noisy histograms
    leaf_labels: bool = False
    # nodes with one level left on their path draw their split and its children's classes in
    # one permute-and-flip with the path's whole remaining ε
    # (:meth:`PrivateData.select_splits_with_labels`); those children release nothing more
    joint_labels: bool = False
    # with ``multiway_first_half_scored``: the finished-subtree look-ahead still fits a child's
    # multiway split by all its levels (as without the option)
    subtree_children_full_levels: bool = False
    # plain multiway growth: a k-way candidate (one level) is scored by its gain per level,
    # L = ceil(log2 k) (public), so its in-sample count over many small children does not
    # outbid a binary split for fitting noise (:meth:`PrivateData.select_splits`)
    multiway_per_level: bool = False
    # plain multiway growth: a tree's planned records (public, from the noisy size); a k-way
    # candidate's count is lowered by what its leaves would earn on unrelated classes, at the
    # node's planned size (this / 2^depth) (:meth:`PrivateData.select_splits`); None: off
    multiway_null_n: float | None = None
    # mixed growth: a tree's planned records (public, from the noisy size); a k-way split is
    # offered only where k is at most its node's planned size (this over the number of ways
    # its path has divided the records, a k-way split dividing by k):
    # more branches than records leave most of them empty (:meth:`PrivateData._offered`)
    multiway_max_branches_n: float | None = None
    # below the root, nodes scored by max-count also draw "no split" (the node a leaf), scored
    # as its largest class count plus stop_bonus·ln(M)/ε for its M offered splits
    # (:meth:`PrivateData.select_splits`); 0: never offered
    stop_bonus: float = 0.0
    # in the joint draw, each constant labelling ("predict c here") scored its class's count
    # plus constant_bonus·ln(N/C)/ε for the node's N labellings that name two classes
    # (:meth:`PrivateData.select_splits_with_labels`); 0: no margin
    constant_bonus: float = 0.0
    # a released, public per-class margin (C,) in units of ε·records added to every label
    # draw's utility (each child's class, each label leaf): a prior's log-weights; None: none
    class_margin: np.ndarray | None = None
    # a categorical feature with more valid candidates at a node than this holds only this
    # many candidates' share of a split draw's prior mass (public offsets:
    # :meth:`PrivateData._mass_offset`); 0: every candidate weighs the same
    feature_mass_cap: float = 0.0

    def __post_init__(self):
        # public margins of the draws' utilities (multiples of ln(M)/ε and ln(N/C)/ε): a
        # negative or NaN one would be skipped without a word, an infinite one fail in the
        # sampler mid-fit
        for name in ("stop_bonus", "constant_bonus"):
            value = getattr(self, name)
            if isinstance(value, bool) or not (isinstance(value, numbers.Real) and math.isfinite(value)
                                               and 0 <= value <= 1e6):
                raise ValueError(f"{name} must be a finite number from 0 to 1e6, got {value!r}")


# ------------------------------------------------------------------------ reachable codes
def _root_reach(data: PrivateData, features: np.ndarray) -> np.ndarray:
    """Every code of each slot's feature is reachable at a root (-1 slots: none)."""
    f = np.asarray(features, dtype=np.int64)
    nc = np.where(f >= 0, data.n_codes[np.maximum(f, 0)], 0)
    return np.arange(data.max_codes)[None, None, :] < nc[..., None]


def _child_reach(reach: np.ndarray, features: np.ndarray, feat: np.ndarray, route: np.ndarray,
                 n_child: np.ndarray) -> np.ndarray:
    """Children's reachable codes: the parent's, and on the split feature's slot only the codes
    the split routes to that child (``route[k, code]`` = child slot, public)."""
    parent = np.repeat(np.arange(len(n_child)), n_child)
    slot = np.arange(len(parent)) - np.repeat(np.cumsum(n_child) - n_child, n_child)
    out = reach[parent]
    on_split = features[parent] == feat[parent][:, None]            # (children, S)
    goes_here = route[parent] == slot[:, None]                       # (children, K)
    out &= ~on_split[..., None] | goes_here[:, None, :]
    return out


# ------------------------------------------------------------------------ growth
def _combine(prev: np.ndarray, eps_prev: np.ndarray, new: np.ndarray, eps_new: np.ndarray) -> np.ndarray:
    """Inverse-variance combination of two independent noisy count vectors (post-processing)."""
    w1 = np.where(np.isnan(prev).any(1), 0.0, eps_prev ** 2)[:, None]
    w2 = (eps_new ** 2)[:, None]
    return (np.nan_to_num(prev) * w1 + new * w2) / (w1 + w2)


def grow_trees(data: PrivateData, samples: list[TreeSample], features: np.ndarray,
               eps_tree: np.ndarray, plan: GrowthPlan, rng: np.random.Generator,
               progress: Callable[[int], None] | None = None) -> list[FlatTree]:
    """Grow one DP tree per sample, all at once, level by level.

    ``features[k]`` are the feature indices tree k may split on (-1 padded); ``eps_tree[k]`` its
    budget, spent along every root-to-leaf path exactly.
    """
    T = len(samples)
    eps_tree = np.asarray(eps_tree, dtype=float)
    K, C, D = data.max_codes, data.n_classes, plan.max_depth
    # Per level, one row per frontier node (in frontier order).  Within a tree, node ids are
    # assigned level by level in frontier order, so concatenating a tree's rows over the levels
    # lists its nodes in id order: no per-node Python bookkeeping is needed.
    levels: list[tuple] = []
    level_rows: list[np.ndarray] = []         # each level's distinct route rows
    n_rows = 0

    fr = data.open_root(samples, features)
    node_id = np.ones(T, dtype=np.int64)      # next free node id per tree (the roots are 0)
    spent = np.zeros(T)                       # ε spent on each frontier node's path so far
    preset = None                             # (m,) classes drawn for this level's nodes, or None
    used = np.zeros(T, dtype=np.int64)        # levels of max_depth each frontier path has used
    had_multiway = np.zeros(T, dtype=bool)    # whether a path has split multiway (public)
    # log2 of how many ways the records were divided along each path (a k-way split: log2 k,
    # whatever levels it was charged), for the planned records of a node (public)
    divided = np.zeros(T)
    # (m, S, K) codes of each slot's feature a record at the node can have (public structure)
    reach = _root_reach(data, fr.features) if plan.skip_empty_splits else None

    for depth in range(D + 1):
        m = fr.size
        if m == 0:
            break
        et = eps_tree[fr.node_tree]
        counts = np.full((m, C), np.nan)
        eps_c = np.zeros(m)
        leaf = np.full(m, depth == D) | (used >= D)
        chosen = np.full(m, -1, dtype=np.int64)
        if preset is not None:                # labels drawn with their parent's split
            has = preset >= 0
            counts[has] = np.eye(C)[preset[has]]
        joint = None
        if depth < D:
            if hasattr(plan.schedule, "internal_nodes"):   # per-tree schedules (Li et al. 2022)
                eps_c, eps_s = plan.schedule.internal_nodes(depth, D, et, fr.node_tree)
            else:
                eps_c, eps_s = plan.schedule.internal(depth, D, et)
            eps_c = np.broadcast_to(eps_c, (m,)).astype(float)
            eps_s = np.broadcast_to(eps_s, (m,)).astype(float)
            if (eps_c > 0).any():
                counts = data.class_counts(fr, eps_c)
                spent = spent + eps_c
                if plan.stop_rule is not None:
                    leaf |= plan.stop_rule(counts, depth, eps_c)
            go = ~leaf
            offered = fr.features
            if plan.feature_rule is not None:
                offered = np.asarray(plan.feature_rule(depth, fr.node_tree, fr.features), dtype=np.int64)
            sel_fr = fr if offered is fr.features else dataclasses.replace(fr, features=offered)
            scorer = plan.scorer if plan.level_scorer is None else plan.level_scorer(depth, D)
            halve = (~had_multiway if plan.multiway_first_half and plan.multiway_first_half_scored
                     else None)
            if plan.level_scorer is not None and plan.multiway_levels and (used[go] != depth).any():
                # a k-way split used ceil(log2 k) levels: a node's utility follows the levels its
                # own path has left (public: the released splits above it), not the level index
                scorer = [plan.level_scorer(int(min(u, D - 1)), D) for u in used]
            # the joint draw: nodes whose every split makes leaves (one level left on their own
            # path; in mixed growth that can happen above the last level index)
            last = (go & (used >= D - 1) if plan.joint_labels and plan.random_below is None
                    else np.zeros(m, dtype=bool))
            # the node's planned records: a first multiway split charged half its levels still
            # divides the records k ways (``used`` would read 16 children as 4)
            cap = (None if plan.multiway_max_branches_n is None
                   else plan.multiway_max_branches_n / 2.0 ** divided)
            if last.any():
                remainder = np.where(last, et - spent, 0.0)
                chosen_j, joint, charged_j = data.select_splits_with_labels(
                    sel_fr, remainder, plan.categorical_split,
                    reachable=reach if offered is fr.features else None,
                    levels_left=D - used + plan.multiway_slack if plan.multiway_levels else None,
                    constant_bonus=plan.constant_bonus, class_margin=plan.class_margin,
                    first_half=halve, max_branches=cap, feature_mass_cap=plan.feature_mass_cap)
                eps_s = np.where(last, remainder, eps_s)    # the draw spends what the path had left
                go = go & ~last
            if not go.any():
                chosen, charged = np.full(m, -1, dtype=np.int64), np.zeros(m, dtype=bool)
            elif plan.random_below is not None and depth >= plan.random_below:
                chosen = data.random_splits(sel_fr, plan.categorical_split, rng,
                                            levels_left=D - used + plan.multiway_slack,
                                            reachable=reach if offered is fr.features else None,
                                            first_half=halve, max_branches=cap)
                chosen = np.where(go, chosen, -1)
                charged = np.zeros(m, dtype=bool)
            else:
                chosen, charged = data.select_splits(sel_fr, np.where(go, eps_s, 0.0), scorer,
                                                     plan.categorical_split, rng, return_charged=True,
                                                     levels_left=D - used + plan.multiway_slack,
                                                     reachable=reach if offered is fr.features else None,
                                                     stop_bonus=(plan.stop_bonus if depth > 0
                                                                 else 0.0),
                                                     first_half=halve,
                                                     children_full_levels=(
                                                         plan.subtree_children_full_levels),
                                                     multiway_per_level=plan.multiway_per_level,
                                                     max_branches=cap,
                                                     feature_mass_cap=plan.feature_mass_cap,
                                                     null_n=(None if plan.multiway_null_n is None
                                                             # mixed growth: the levels each
                                                             # node's own path has used
                                                             else plan.multiway_null_n
                                                             / 2.0 ** (used if plan.multiway_levels
                                                                       else depth)))
            if last.any():
                chosen = np.where(last, chosen_j, chosen)
                charged = np.where(last, charged_j, charged)
            # only a real draw (two or more public candidates) spends ε; a node with one candidate
            # or none keeps its selection ε on the path, and its leaves spend it on their counts
            spent = spent + np.where(charged, eps_s, 0.0)
            leaf |= chosen < 0
            slot, cand = np.divmod(np.maximum(chosen, 0), 2 * K + 1)
            feat = np.where(leaf, -1, offered[np.arange(m), slot])
            if plan.prune_rule is not None:
                pruned = ~leaf & plan.prune_rule(feat)
                leaf |= pruned
                feat = np.where(leaf, -1, feat)
        else:
            feat = np.full(m, -1)
            cand = np.zeros(m, dtype=np.int64)

        # leaves: the rest of the path's budget goes to their class counts
        remaining = np.where(leaf, et - spent, 0.0)
        # a tiny negative/zero remainder can only come from rounding
        need = leaf & (remaining > et * 1e-12)
        # ε of each node's released counts (their noise scale is its inverse): the node query's,
        # and at a leaf what its counts finally carry -- not its own path share, which includes
        # a "no split" draw where the leaf drew one
        count_eps = np.where(np.isnan(counts).any(1), 0.0, eps_c)
        if need.any():
            if plan.leaf_labels:
                if (eps_c[need] > 0).any():
                    raise ValueError("leaf labels cannot be combined with released node counts")
                counts[need] = data.class_labels(fr, np.where(need, remaining, 0.0),
                                                 class_margin=plan.class_margin)[need]
            else:
                leaf_counts = data.class_counts(fr, np.where(need, remaining, 0.0), what="leaf class counts")
                counts[need] = _combine(counts[need], eps_c[need], leaf_counts[need], remaining[need])
            # inverse-variance weights ε²: the combination's variance is that of ε = √(Σ ε²)
            count_eps = np.where(need, np.sqrt(count_eps ** 2 + remaining ** 2), count_eps)
            spent = spent + np.where(need, remaining, 0.0)

        if leaf.all():
            # every node of the level is a leaf (the last level, or nothing split): one shared
            # zero route row and no next frontier.  The (nodes × codes) tables below would be
            # K² cells under a K-way split (3 GB past 10,000 categories) for nodes that route
            # nothing
            level_rows.append(np.zeros((1, K), dtype=np.uint16))
            levels.append((np.asarray(fr.node_tree, dtype=np.int64), np.full(m, -1, np.int64),
                           np.full(m, n_rows, np.int64), np.full(m, -1, np.int64), counts,
                           np.full(m, depth), spent.astype(float), count_eps.astype(float)))
            n_rows += 1
            if progress is not None:
                progress(depth)
            break

        # build routes and the next frontier (vectorised over the level's nodes)
        codes = np.arange(K)
        split = ~leaf
        thr, ovr = split & (cand < K), split & (cand >= K) & (cand < 2 * K)
        mw = split & (cand >= 2 * K)
        route = np.zeros((m, K), dtype=np.uint16)
        route[thr] = codes[None, :] > cand[thr, None]            # code <= c goes left
        route[ovr] = codes[None, :] != (cand[ovr] - K)[:, None]  # code == c-K is child 0
        n_child = np.where(thr | ovr, 2, 0).astype(np.int64)
        if mw.any():                                               # one child per code
            nc = data.n_codes[feat[mw]]
            route[mw] = np.minimum(codes[None, :], nc[:, None] - 1)
            n_child[mw] = nc
        tree = np.asarray(fr.node_tree, dtype=np.int64)
        # first child's id within its tree: the tree's next free id plus the children of the
        # tree's earlier nodes of this level
        order = np.argsort(tree, kind="stable")
        ts, ncs = tree[order], n_child[order]
        before = np.cumsum(ncs) - ncs
        starts = np.r_[0, np.flatnonzero(np.diff(ts)) + 1] if m else np.zeros(0, np.int64)
        before -= np.repeat(before[starts], np.diff(np.r_[starts, m]))
        child_start = np.empty(m, dtype=np.int64)
        child_start[order] = node_id[ts] + before
        child_start[leaf] = -1
        node_id += np.bincount(tree, weights=n_child, minlength=T).astype(np.int64)
        # the model keeps each distinct route row once: a row is fixed by the threshold or
        # category code, or by the domain size of a multiway split (public), so the level's
        # rows are found from those keys without comparing whole rows
        key = np.where(leaf, -1, np.where(mw, 2 * K + n_child, cand))
        _, first, row_of = np.unique(key, return_index=True, return_inverse=True)
        level_rows.append(route[first])
        levels.append((tree, feat.astype(np.int64), row_of.reshape(-1) + n_rows, child_start, counts,
                       np.full(m, depth), spent.astype(float), count_eps.astype(float)))
        n_rows += len(first)
        offset = np.cumsum(n_child) - n_child
        child_index = np.where(codes[None, :] < n_child[:, None], offset[:, None] + codes[None, :], -1)
        new_paths = [p + (j,) for p, n in zip(fr.paths, n_child.tolist()) for j in range(n)]
        new_tree = np.repeat(tree, n_child)
        new_spent = np.repeat(spent, n_child)
        cost = np.ones(m, dtype=np.int64)
        if plan.multiway_levels and mw.any():
            cost[mw] = split_levels(n_child[mw])
            if plan.multiway_first_half:
                first = mw & ~had_multiway
                cost[first] = (cost[first] + 1) // 2
        used = np.repeat(used + cost, n_child)
        divided = np.repeat(divided + np.log2(np.maximum(n_child, 1)), n_child)
        had_multiway = np.repeat(had_multiway | mw, n_child)
        # a multiway split leaves each child with one code of its feature, so splitting on that
        # feature again below it could only repeat the split: its children are not offered it
        # (public: the released split)
        node_features = fr.features
        if mw.any():
            node_features = node_features.copy()
            node_features[mw] = np.where(node_features[mw] == feat[mw, None], -1, node_features[mw])
        new_features = (np.repeat(node_features, n_child, axis=0) if len(new_tree)
                        else np.zeros((0, features.shape[1]), np.int64))
        if reach is not None:
            # the children's reachable codes serve only their split selection: none at the last
            # level (children × features × codes cells: 2.3 TiB under a 50,000-way split of a
            # 1,000-column table)
            reach = _child_reach(reach, fr.features, feat, route, n_child) if depth + 1 < D else None
        fr = data.advance(fr, feat, route.astype(np.int64), child_index, new_paths, new_tree, new_features)
        spent = np.asarray(new_spent, dtype=float)
        preset = None
        if joint is not None:                 # each child's drawn class, in child order
            rows = np.repeat(np.arange(m), n_child)
            slots = np.arange(len(rows)) - np.repeat(offset, n_child)
            preset = joint[rows, slots]
        if progress is not None:
            progress(depth)

    # every tree's nodes in id order: its rows of each level, level after level (stable sort)
    cols = [np.concatenate(c) for c in zip(*levels)] if levels else None
    out = []
    if cols is None:
        return out
    tree, feat, row_of, child, counts, depth, eps, count_eps = cols
    rows = np.concatenate(level_rows)
    order = np.argsort(tree, kind="stable")
    bounds = np.searchsorted(tree[order], np.arange(T + 1))
    for t in range(T):
        idx = order[bounds[t]:bounds[t + 1]]
        used, of = np.unique(row_of[idx], return_inverse=True)
        # the same row may serve several levels: keep it once
        own, again = compact_routes(rows[used])
        out.append(FlatTree(feat[idx], own, child[idx], counts[idx].astype(float),
                            depth[idx].astype(np.int64), eps[idx], again[of.reshape(-1)],
                            count_eps[idx]))
    return out



