"""DPForestClassifier: dpforest's recommended estimator (docs/default_forest.md).

The papers' forests (DiffPRFs, RFDP_OOB, ...) split ε over ~100 trees and halve it again at
every level, so at practical ε their leaves and splits drown in noise.  This estimator does the
opposite, keeping what measured best on Adult, Mushroom, Internet Ads and Parkinson's speech
(docs/default_forest.md has the numbers):

1. **A noisy dataset size** n̂ (discrete Laplace, ``size_share``·ε = 3 % of ε, charged on all
   records) is the only data-dependent input of the hyper-parameter rules; a user who can declare
   n public passes ``n_samples`` and keeps the whole ε for the tree.
2. **Few, better trees: by default one greedy tree on all records** with the rest of ε.  Splitting
   the records into disjoint partitions (parallel composition, full ε per tree) or ε across trees
   (sequential) lost on every data set and ε we measured (e.g. Adult ε=1: 1 tree 0.841,
   3 partition trees 0.840, 5 partition trees 0.834; still behind at ε=8); ``n_estimators > 1``
   is offered and uses disjoint partitions with the full ε each, leaf distributions averaged
   (averaging beat summing the noisy counts by ~0.5-3 points).
3. **Depth from n̂·ε**: ``d = clip(round(log2(n̂·ε_tree·6/ln M) − 7.5), d_min, d_max)`` with
   M the public number of split candidates, ``d_min = max(1, ceil(log2 C))`` for C classes (one
   less from :data:`FLOOR_HALF_FROM` classes where the rule gives at most a stump) and
   ``d_max`` from the schema's size (:func:`max_auto_depth`).
   A split at depth h is only worth making while the nodes it splits (≈ n/2^h records) carry a
   utility gap larger than the selection noise ∝ ln M/ε; the offset 7.5 was the best single
   offset over Adult, Mushroom and Internet Ads.  At large ε the rule no longer limits the
   tree but the records do: d ≤ floor(log2(n̂/16)), leaves of at least 16 expected records
   (:data:`MIN_LEAF_RECORDS`; without it accuracy fell as ε grew past about 10, a greedy tree
   of depth 13 on 15,000 records at ε = 100).  The floor exists because a tree with fewer
   leaves than classes cannot predict every class (digits, 10 classes, ε = 1: 0.35 → 0.45)
   and because a depth-0 model is the constant classifier.  The floor holds even when n̂·ε ≤ 1:
   at small ε the noisy size itself is that noisy (scale 1/(0.03·ε)), so a depth-0 rule there
   made a noise draw decide to predict one class.
   **Greedy at every n̂·ε.**  Random trees (an SNR forest, ``regime='random'``) spend no
   budget on choosing splits, yet a greedy tree whose top split is only a little better than a
   random one still beat them on average over 40 public tables (docs/default_forest.md, "Small
   tables"): the random forest's noisy leaves mislead most on imbalanced data (several tables
   fell below the majority rate).  ``regime='auto'`` keeps the earlier public switch
   (:func:`greedy_is_reliable`) for users who want it.
4. **Splits by permute-and-flip** (McKenna & Sheldon 2020) over every threshold of the public
   numeric grid and every one-vs-rest categorical candidate (plus, where the tree would stay
   small, multiway candidates: ``categorical_split='auto'``, :func:`auto_categorical_split`; a
   k-way split counts as ⌈log2 k⌉ levels and competes by its gain per level, or on look-ahead
   levels by what its finished subtree could classify right, so a many-level
   factor that decides the class -- a region fixing a continent -- is separated in one split
   instead of one region per level).  Undeclared numeric grids are
   *multi-scale*: the equal-width grid plus one point per octave of |x| (``numeric_grid``), so
   a heavy-tailed column or a loosely declared bound (an income capped at 10^7) still offers
   thresholds where the records are; a function of the schema only.  The utility depends on
   the level (``criterion='gini-topm'``): **max-count** (records a majority label classifies
   right, Δ = 1) on the last two split levels, count-weighted **Gini** (Δ = 2; Friedman &
   Schuster 2010) above them.  Near the leaves the number of records the leaves' labels will get right *is*
   the objective, and its sensitivity is half Gini's, so the same ε buys half the selection
   noise; higher up, a split that purifies its children without changing their majority class
   (Adult's root) is worth making for the splits below it, and only Gini sees that.  Measured
   over 40 public tables: +2.0 points on 21 small ones (24 splits each), +1 point on 19 larger
   ones, Adult +0.4; max-count everywhere costs Adult 2.2 points, Gini everywhere was the
   earlier default.  With more classes than a split's subtree has leaves (C > 2^r for r levels
   below it) the count looks ahead: the **top-m count** with m = 2^r
   (:class:`~dpforest.tree.scorers.TopCountScorer`, Δ = 1) -- the records the finished
   subtree could classify right at best, which prefers splits that halve the classes, where
   Gini scores every k | C − k split of equal classes alike (:func:`level_utility`).  Two-class
   trees are unchanged by it.  One level above the last, where the level's public size allows
   a pairwise table, the count is exact rather than a bound: the **finished subtree's count**,
   each child's best next split's max-count (:class:`~dpforest.tree.scorers.FinishedSubtreeScorer`,
   Δ = 1), which also sees a split whose value appears only one level down (+0.001 on 382
   public tables, +0.005 at n·ε = 1,000-3,000).  Internal nodes release nothing else (no
   stopping counts): every internal ε goes to split quality.
5. **Budget that grows with depth**, ×√2 per level (:class:`~dpforest.tree.budget.GeometricGrowth`
   explains the √2), the leaves keeping ``leaf_share`` chosen so a leaf of the expected size
   n̂/2^d has noise std ≤ 5 % of its count, clipped to [0.1, 0.3].
6. **Leaves release noisy class counts** (discrete Laplace; leaves partition the records, so one
   leaf's ε per path); the prediction is the leaf's clipped normalised counts -- the Bayes
   decision from the released histogram, which is never worse than a separately privatised
   label.  Back-off smoothing toward the parent's summed counts was measured and changed
   accuracy by < 0.1 point, so it is not used.

Privacy: ε_n + ε_tree = ε; each root-to-leaf path of the tree spends exactly ε_tree
(selection shares + leaf share), so ``ledger_.epsilon == epsilon``.  Hyper-parameters are
functions of (ε, schema, n̂) only; n̂ is released under its own charge.
"""

from __future__ import annotations

import dataclasses
import math
import numbers
import warnings
from types import SimpleNamespace

import numpy as np

from .._stack import user_stacklevel
from .._warning_control import group_column
from ..exceptions import LeafNoiseWarning, SettingsWarning, SmallBudgetWarning
from ..tree.budget import GeometricGrowth, GreedyTop
from ..tree.grids import (_once_per_grid, adaptive_fine_schema, allocate_cuts, coarse_code_maps,
                          effective_cuts, multiscale_cuts, octave_ladder,
                          complete_whole_number_grid,
                          on_default_grid, refine_cuts, with_cuts)
from ..tree.grower import GrowthPlan, grow_trees
from ..tree.scorers import get_scorer, split_levels
from ..schema import Schema, rebinned_schema
from .base import (FEW_PER_CLASS, DPForestBase, IdentifierColumnWarning, ImpurityImportancesMixin, SparseSplitWarning,
                   check_complete_tree_size, check_multiway_tree_size, check_progress,
                   check_share_budget, largest_category_domain, multiway_leaf_depth, progress_bar,
                   tree_samples)
from .snr import SNRForestClassifier, grow_snr_forest

__all__ = ["DPForestClassifier", "auto_depth", "auto_leaf_release", "auto_leaf_share", "level_utility"]

#: split levels, counted from the bottom, chosen by max-count instead of Gini (criteria
#: 'gini-topm' and 'gini-max'; docs/default_forest.md, "Max-count on the last two levels")
MAX_COUNT_LEVELS = 2
#: the split criteria of :class:`DPForestClassifier` (``'gini-topm'`` is the default)
CRITERIA = ("gini-topm", "gini-max", "gini", "max")
#: log2(n·ε) offset of the depth rule (docs/default_forest.md, "Depth").
DEPTH_OFFSET = 7.5
#: the rule's depth is capped where the deepest split level's candidate tables (nodes ×
#: features × codes, a byte or two each, held whole) would pass MAX_LEVEL_SLOTS cells or its
#: histograms (× classes, counted a block of nodes at a time, so this bounds time rather than
#: memory) MAX_LEVEL_CELLS (see max_auto_depth), and never above HARD_MAX_DEPTH (2^20 leaves,
#: check_complete_tree_size); MAX_AUTO_DEPTH is auto_depth's cap when no schema is given (the
#: earlier fixed cap).  For two classes the two bounds are the earlier single one (2^27
#: histogram cells); many classes no longer cost depth until the histograms reach 2^30 cells
MAX_LEVEL_SLOTS = 1 << 26
MAX_LEVEL_CELLS = 1 << 30
#: a hand-set max_depth whose deepest level's histograms pass this many counts (4 GB of int32)
#: is warned about where the widest categorical columns make them so
WIDE_WARN_CELLS = 1 << 30
MAX_AUTO_DEPTH = 12
HARD_MAX_DEPTH = 20
#: a leaf of expected size n/2^d should carry noise std ≤ this fraction of its count
LEAF_NOISE_FRACTION = 0.05
LEAF_SHARE_RANGE = (0.1, 0.3)
#: 'auto' leaves release only their class (permute-and-flip) below this n̂·ε_tree, a noisy
#: class histogram above it (docs, "Label leaves"): paired on 382 public tables the label gains
#: in every n·ε band below it (95 % of its whole gain) and ties above, where the histogram's
#: graded probabilities are worth keeping
LABEL_LEAVES_BELOW = 300.0

#: margin of the "no split" candidate on max-count levels where leaves release counts, in
#: units of ln(M)/ε (M: the node's offered splits): among M splits that only tie the node it is
#: drawn about half the time, a split better by a few ln(M)/ε records still wins (docs, "A stop
#: candidate at the max-count levels")
STOP_BONUS = 1.0
#: a categorical column with more valid split candidates at a node than this weighs, in the
#: split draw's prior, what this many would (public score offsets, s·ln(k/cap) off each of its
#: k candidates, s the draw's noise scale): about a numeric column's grid of 32 bins and its
#: multi-scale cuts.  Without it a declared list of 2,500 codes, most held by no record, held
#: most of the draw at an n·ε where it is near uniform (docs, "Wide categorical columns' share
#: of the draw")
FEATURE_MASS_CAP = 64.0
LEAF_RELEASES = ("auto", "counts", "label")
#: 'auto' categorical splits are multiway while a tree of the chosen depth has at most this many
#: leaves ((largest domain)^depth), else mixed (mixed_max_leaves; docs, "Categorical splits")
MULTIWAY_MAX_LEAVES = 2 ** 16
#: where leaves release counts, plain multiway growth only while its most leaves L satisfy
#: MULTIWAY_SNR·L ≤ n̂·ε_tree: a leaf then holds on average at least 4/ε_tree records, about the
#: noise standard deviation √2/(0.3·ε_tree) of each of its counts at the largest leaf share
#: (docs, "A signal-to-noise gate": 1 before; 4 measured +0.0055 ± 0.0010 where it can act);
#: below the label-leaf gate too where no joint draw of splits and labels applies (docs, "The
#: signal-to-noise gate where no joint draw applies": +0.016 ± 0.003 over 219 cells where it acts)
MULTIWAY_SNR = 4.0
#: plain multiway growth scores a k-way candidate's count (max-count and finished-subtree
#: levels) less what its leaves would earn over a binary split's on classes unrelated to the
#: features, at the node's planned size (scorers.null_excess; docs, "Wide codes at a shallow
#: root": +0.0037 on 1,131 outside cells where it acts, a tie on 669 automatic and curated ones)
MULTIWAY_NULL_PENALTY = True
#: levels a mixed-growth multiway split may overrun its path's remaining ones by
MULTIWAY_SLACK = 1
#: mixed growth charges a path's first multiway split ⌈L/2⌉ of its L = ⌈log2 k⌉ levels where the
#: leaf bound allows (first_half_fits; docs, "Levels a multiway split uses up": +0.0010 ± 0.0004
#: over 733 cells, a 161-way split at the root no longer makes every child a leaf)
MULTIWAY_FIRST_HALF = True
#: ... and offers and scores that split by the ⌈L/2⌉ levels it is charged, not L (a look-ahead
#: level then values its children's levels as they are), while the finished-subtree look-ahead
#: still fits a child's multiway split by all L (docs, same section: +0.0039 ± 0.0004 over the
#: same 733 cells against charging half and scoring by L)
MULTIWAY_FIRST_HALF_SCORED = True
#: declared cut grids are refined to about this many candidate intervals (docs, "Cut grids")
CUT_RESOLUTION = 100
#: ``numeric_grid`` values; 'adaptive' adds charged, data-adaptive cuts (docs, "Adaptive grids")
NUMERIC_GRIDS = ("uniform", "multiscale", "adaptive")
#: share of ε for the adaptive grid's histograms, and the cuts it adds to each eligible feature
GRID_SHARE = 0.05
GRID_EXTRA = 32
#: the public fine grid splits each public interval in this many parts (the added cuts' resolution)
GRID_RESOLUTION = 16
#: the histogram's grid continues the multi-scale ladder this many octaves below the public
#: grid's point closest to 0 (:func:`~dpforest.tree.grids.octave_ladder`; 0: the public grid):
#: 28 reach 2^-40 of the range, about 10^-12 (docs, "Adaptive grids", "Records far below")
GRID_OCTAVES = 28
#: the histograms are bought only if the average interval's count is at least this many times
#: the noise scale (features / ε_grid): n̂·ε_grid / (intervals × features) ≥ GRID_MIN_SNR
GRID_MIN_SNR = 1.0
#: the histogram pools the public intervals into at most this many runs (fewer, fuller counts)
GRID_HIST_BINS = 64
#: fewest runs worth a histogram: below GRID_HIST_BINS the gate pools into as many runs as
#: n̂·ε_grid affords at GRID_MIN_SNR (GRID_HIST_BINS itself: all or nothing, the default; 4, 8
#: and 16 measured lower, docs/default_forest.md "Adaptive grids", "The gate")
GRID_MIN_RUNS = 64
#: the adaptive grid replaces the public cuts in regions its histogram reads as empty (True)
#: or is added to the whole public grid (False; docs, "Adaptive grids")
GRID_REPLACE = True


def _or_none(cuts):
    """``cuts`` unless empty or None (:func:`with_cuts` keeps a feature's grid for None)."""
    return cuts if cuts is not None and len(cuts) else None


def _runs(edges, n_runs: int) -> np.ndarray:
    """Every ``len(edges)+1``/``n_runs``-th public cut: the bounds of at most ``n_runs`` runs
    of consecutive public intervals (all cuts when there are few enough intervals)."""
    edges = np.asarray(edges, dtype=float)
    k = len(edges) + 1
    if k <= n_runs:
        return edges
    pos = np.unique(np.round(np.arange(1, n_runs) * k / n_runs).astype(np.int64) - 1)
    return edges[pos]


#: ln(number of split candidates) the depth offset was calibrated at (Adult's schema: ≈ 440)
REF_LOG_CANDIDATES = 6.0


def n_split_candidates(schema) -> int:
    """Public count of one-vs-rest / threshold candidates per node (schema only)."""
    nc = schema.n_codes()
    return int(np.where(schema.is_numeric(), nc - 1, np.where(nc == 2, 1, nc)).sum())


#: floor of the depth rule whenever any split is affordable (see auto_depth): a stump keeps the
#: whole selection budget on its one split, which measured better than two weaker levels when
#: n·ε is small (docs/default_forest.md, "Small tables")
MIN_AUTO_DEPTH = 1
#: from this many classes, where n̂·ε affords no more than a stump, the class floor is one level
#: below ⌈log2 C⌉ (a tree that can name about half of the classes): measured on the automatic
#: tables, +0.014 on 9-30 classes, a loss on 3-8 (docs/default_forest.md, "Small tables and
#: many classes")
FLOOR_HALF_FROM = 9
#: fewest expected records per leaf (n̂/2^d) the depth rule plans for, whatever ε: at large ε
#: the noise fades and a deeper tree only overfits its training records (None: no such cap).
#: Binds only where n̂·ε·6/ln M passes about 11 n̂ (ε ≳ 10 at ln M = 6); measured at ε = 2-100
#: (docs/default_forest.md, "Depth at large ε")
MIN_LEAF_RECORDS = 16
#: fewest branches of a root split that :class:`SparseSplitWarning` speaks of (with fewer than
#: MIN_LEAF_RECORDS records a branch): a many-level code, not a small factor such as a region
SPARSE_SPLIT_MIN_BRANCHES = 8
#: records·ε per class below which :class:`~dpforest.exceptions.SmallBudgetWarning` speaks: on
#: the pooled outside checks the default falls more than a point below the majority rate in
#: about half of the cells below it and in few above it (the current counts, recomputed by
#: benchmarks/dev/unseen_snr_bands.py as batches are added: docs/default_forest.md, "Honest
#: limits")
SMALL_BUDGET_PER_CLASS = FEW_PER_CLASS
#: fewest declared categories, and most records per category by the noisy size, at which
#: :class:`IdentifierColumnWarning` asks whether a column is an identifier (a patient id declared
#: with its every value holds one record a category, a household id 2-3)
IDENTIFIER_MIN_CODES, IDENTIFIER_MAX_RECORDS = 100, 4.0
#: ... or this many categories with at most MIN_LEAF_RECORDS records each (a patient id over
#: repeated visits, 1,500 ids of about 6 rows each; a code of that many levels is as useless
#: to a split: "Records per leaf instead of leaves")
IDENTIFIER_MANY_CODES = 1000
#: records a branch, on average by the node's planned size, below which mixed growth offers no
#: k-way split (:attr:`DPForestClassifier._multiway_branch_cap`)
MULTIWAY_BRANCH_CAP = 1
#: margin of :func:`greedy_is_reliable` (the best split must beat the noise shortfall this often)
GREEDY_MARGIN = 2.0
#: public bins per numeric feature of the random trees used when greedy splits are unreliable
RANDOM_BINS = 8


def _below(x: float) -> str:
    """``x`` to one decimal, rounded down: a product just under a threshold never reads as the
    threshold itself ("about 40 ..., under 40" for 39.5)."""
    return f"{math.floor(x * 10) / 10:g}"


def _node_slots(schema) -> int:
    """Cells of one node's candidate tables (features × codes, every column as wide as the
    widest one; public)."""
    return max(schema.n_features * int(np.max(schema.n_codes(), initial=1)), 1)


def _node_cells(schema) -> int:
    """Cells of one node's split histogram (features × codes × classes; public)."""
    return _node_slots(schema) * max(schema.n_classes, 1)


def _level_room(slots: int, n_classes: int, n_trees: int) -> float:
    """Most nodes a tree's deepest split level may hold when each node has ``slots``
    candidate cells (:func:`_node_slots`) and ``n_classes`` classes, ``n_trees`` trees grown
    together: the level's candidate tables stay within :data:`MAX_LEVEL_SLOTS` cells and its
    histograms within :data:`MAX_LEVEL_CELLS`."""
    slots = max(int(slots), 1)
    return min(MAX_LEVEL_SLOTS / slots,
               MAX_LEVEL_CELLS / (slots * max(int(n_classes), 1))) / max(int(n_trees), 1)


def _cap_depth(slots: int, n_classes: int, n_trees: int) -> int:
    """:func:`max_auto_depth` for nodes of ``slots`` candidate cells and ``n_classes``
    classes."""
    T = max(int(n_trees), 1)
    d = 1 + int(math.floor(math.log2(max(_level_room(slots, n_classes, T), 1.0))))
    return int(min(d, max(HARD_MAX_DEPTH - math.ceil(math.log2(T)), 1)))


def depth_limiting_columns(schema, want: int, n_trees: int = 1, most: int = 3) -> list[str]:
    """The widest columns (at most ``most``) whose codes hold :func:`max_auto_depth` below
    ``want``: every column's histogram is as wide as the widest one's, so one 30,000-level zip
    code caps the whole tree at a few levels.  Empty when no such few columns lift the cap to
    ``want`` (many classes, or many wide columns).  Public: the schema alone."""
    codes = np.asarray(schema.n_codes(), dtype=np.int64)
    S, C = len(codes), schema.n_classes
    if _cap_depth(S * int(codes.max(initial=1)), C, n_trees) >= want:
        return []                       # the cap does not bind: no column limits anything
    wide = [int(i) for i in np.argsort(-codes, kind="stable")
            if schema.features[int(i)].kind == "categorical" and codes[int(i)] > 1]
    for k in range(1, min(most, len(wide), S - 1) + 1):
        # the left-out columns keep one code each (they still count as features)
        rest = int(np.delete(codes, wide[:k]).max(initial=1))
        if _cap_depth(S * rest, C, n_trees) >= want:
            return [schema.features[i].name for i in wide[:k]]
    return []


def _with_features(schema, replace: dict):
    """``schema`` with the features named in ``replace`` swapped for their given features (the
    classes, out-of-bounds rule and bins kept)."""
    return schema._with_features([replace.get(f.name, f) for f in schema.features])


def _one_code(f):
    """Categorical feature ``f`` reduced to one public code (its first category, no missing
    code): a column the trees cannot split on, whose histograms are one cell wide."""
    return dataclasses.replace(f, categories=(f.categories[0],), allow_missing=False)


def max_auto_depth(schema, n_trees: int = 1) -> int:
    """Deepest tree the depth rule may ask for on ``schema`` (public): the level below the cap
    holds 2^(d−1) nodes per tree whose candidate tables (features × codes cells each) must
    stay under ``MAX_LEVEL_SLOTS`` and whose split histograms (× classes) under
    ``MAX_LEVEL_CELLS`` for the ``n_trees`` trees grown together, at most ``HARD_MAX_DEPTH`` −
    ⌈log2 T⌉ (the forest's complete trees hold at most 2^20 leaves in all).  Only data with
    n·ε in the hundreds of thousands reach it: on a 1 M-row, 20-feature table at ε = 2 the
    rule asks for 13 levels and 13-14 beat 12 (docs, "Depth cap"); on a wide schema (thousands
    of columns, fine grids) it holds the rule below 12 levels, where the level's tables would
    otherwise need gigabytes.  The histograms are counted a block of nodes at a time, so many
    classes bound the level's time more than its memory: their bound is the looser one."""
    return _cap_depth(_node_slots(schema), schema.n_classes, n_trees)


def auto_depth(n: float, epsilon: float, n_candidates: int | None = None, n_classes: int = 2,
               max_depth: int = MAX_AUTO_DEPTH) -> int:
    """Depth rule: ``clip(min(round(log2(n·ε·6/ln M) − 7.5), floor(log2(n/16))), d_min,
    max_depth)`` from a noisy or public n (the second term, :data:`MIN_LEAF_RECORDS`, keeps
    leaves of at least 16 expected records once ε is large enough for the noise to fade), with
    ``d_min = max(1, ceil(log2 C))`` (every class can get a leaf), also when
    n·ε ≤ 1; the estimator passes ``max_depth`` = :func:`max_auto_depth` of its schema, which
    wins over d_min where they clash (thousands of declared classes on a wide schema).  With
    :data:`FLOOR_HALF_FROM` or more classes, where the rule itself gives at most a stump, d_min
    is one level less: at such n·ε the floor's 2^⌈log2 C⌉ leaves are too small to name the
    rarer classes, and a tree that names about half of them classifies more records right.

    Permute-and-flip's expected shortfall from the best of M candidates grows like (2Δ/ε)·ln M
    (McKenna & Sheldon 2020), so a schema with many candidates (Parkinson's: ≈ 86 000) buys less
    per ε than Adult's (≈ 440, where the offset 7.5 was calibrated): the effective n·ε is scaled
    by 6/ln M.  Without ``n_candidates`` the Adult calibration is used as is.
    """
    scale = REF_LOG_CANDIDATES / math.log(max(n_candidates, 3)) if n_candidates else 1.0
    ne = max(float(n), 1.0) * float(epsilon) * scale
    # a tree with fewer leaves than classes cannot predict every class
    floor = max(MIN_AUTO_DEPTH, math.ceil(math.log2(max(int(n_classes), 2))))
    # a noisy n can be ≤ 0: any n·ε ≤ 1 gets the floor, never the constant depth-0 model
    raw = round(math.log2(max(ne, 1.0)) - DEPTH_OFFSET)
    if MIN_LEAF_RECORDS:
        # at large ε the budget no longer limits the tree, the records do: leaves of at least
        # MIN_LEAF_RECORDS expected records (the class floor below still holds)
        raw = min(raw, math.floor(math.log2(max(float(n), 1.0) / MIN_LEAF_RECORDS)))
    if int(n_classes) >= FLOOR_HALF_FROM and raw <= 1:
        floor = max(MIN_AUTO_DEPTH, floor - 1)
    # the memory cap wins over the class floor: with thousands of declared classes the floor's
    # levels would need gigabytes of histograms (2,000 classes x 40 features asked for 14 GiB)
    return int(max(min(max(raw, floor), int(max_depth)), MIN_AUTO_DEPTH))


def auto_leaf_share(n: float, epsilon: float, depth: int, branching: float = 2.0) -> float:
    """Share of ε_tree for the leaves: noise std √2/ε_leaf ≤ 5 % of the expected leaf size
    n/b^d, clipped to [0.1, 0.3] (post-processing of n̂, free).  b = 2 for binary splits, the
    mean categorical domain for multiway trees (whose leaves are far smaller)."""
    leaf = max(float(n), 1.0) / float(branching) ** depth
    need = math.sqrt(2.0) / (LEAF_NOISE_FRACTION * leaf)
    return float(np.clip(need / float(epsilon), *LEAF_SHARE_RANGE))


def auto_leaf_release(n: float, epsilon: float) -> str:
    """``'label'`` where n̂·ε_tree < :data:`LABEL_LEAVES_BELOW`, else ``'counts'`` (post-processing
    of n̂, free).

    A leaf's class is all that ``predict`` reads.  Released alone by permute-and-flip it is
    named wrongly with probability e^(−εg)/2 for a class g records behind, against
    e^(−εg)(1 + εg/2)/2 for the argmax of a noisy histogram at the same ε, which matters where
    εg is a few units: small n·ε.  Above the gate both are right almost always, and the
    histogram's graded probabilities are kept.
    """
    return "label" if float(n) * float(epsilon) < LABEL_LEAVES_BELOW else "counts"


def label_leaf_counts(trees) -> None:
    """Give label leaves (one-hot rows) the pseudo-count C·b on their class, b = 1/ε_leaf the
    leaf's noise scale (post-processing of public budgets).  The smoothed probabilities
    (:meth:`FlatTree.smoothed_leaf_proba`, which add b to every class) then put (C + 1)/(2C) on
    the label and 1/(2C) on each other class: halfway between uniform and certain, since a label
    says which class leads but not by how much (0.75 / 0.25 for two classes)."""
    for t in trees:
        leaves = np.flatnonzero(t.is_leaf)
        C = t.counts.shape[1]
        own = t.counts_epsilon()[leaves]
        drawn = own > 0
        t.counts[leaves[drawn]] *= (C / own[drawn])[:, None]
        # a class drawn with its parent's split has no ε of its own (no smoothing term): its
        # row holds the same probabilities directly
        t.counts[leaves[~drawn]] = (C * t.counts[leaves[~drawn]] + 1.0) / (2.0 * C)


#: most (split, labelling) candidates one node's joint draw may enumerate: every threshold and
#: one-vs-rest candidate offered with each of its C² labellings (about 32 bytes each, so at most
#: ~70 MB a node).  A memory bound on the public schema, not a tuned constant: at 2^21 a
#: 100-class target keeps the joint draw up to ~200 split candidates, 10 classes up to ~20,000
JOINT_MAX_CANDIDATES = 1 << 21

#: mixed-growth label trees draw a node's split and its children's classes together at every
#: node with one level left on its own path, as plain trees do on their last level (a k-way
#: split uses ⌈log2 k⌉ levels, so such nodes sit at different level indices; k-way candidates
#: with more than PrivateData.JOINT_MAX_LABELLINGS labellings are left out of that draw).
#: docs/default_forest.md, "Label leaves": +0.027 ± 0.002 on the 404 outside, automatic and
#: curated cells where it acts (a dry fit at the true size picks mixed growth with label leaves)
JOINT_MIXED = True
#: most (split, labelling) pairs a label tree's last split level may enumerate in the joint
#: draw where the user asked for label leaves (``leaf_release='label'``) on a tree the rule
#: would give count leaves: 2^(depth − 1) nodes × candidates × C².  Beyond it the level draws
#: its splits, then its leaves' classes (a time bound on the public schema and depth: a forced
#: label tree of depth 13 on 40 classes spent 23-31 s enumerating them for a 2-row table).
#: The rule's own label trees are shallow (at most 2^25 pairs up to 128 classes) and never
#: meet it, since it applies to a forced choice only.
JOINT_MAX_LEVEL_PAIRS = 1 << 25


def joint_labels_apply(schema, split: str, mixed: bool = False, forced_depth: int | None = None,
                       wide_multiway: bool = False) -> bool:
    """Whether a label tree draws its last split level's splits and labels together (public:
    class count, split mode and the schema's domains): at most :data:`JOINT_MAX_CANDIDATES`
    (split, labelling) pairs per node for the binary candidates (:func:`n_split_candidates` ×
    C²); in plain multiway growth every multiway candidate with at most
    ``PrivateData.JOINT_MAX_LABELLINGS`` labellings (C^k for k children).  Mixed growth only
    with ``mixed`` (the default's :data:`JOINT_MIXED`): the draw is then made at every node with
    one level left on its own path, offering only the k-way candidates within that many
    labellings.  ``forced_depth``: the depth of a tree whose label leaves the user
    asked for (``leaf_release='label'``); its binary last level may enumerate at most
    :data:`JOINT_MAX_LEVEL_PAIRS` pairs.  ``wide_multiway`` (a measured alternative): plain
    multiway growth draws jointly whatever its domains, a column with more labellings left out
    of the draw as in mixed growth."""
    from ..data import PrivateData

    C = schema.n_classes
    pairs = n_split_candidates(schema) * C * C
    if (split == "mixed" and not mixed) or pairs > JOINT_MAX_CANDIDATES:
        return False
    if forced_depth is not None and split != "multiway" \
            and 2.0 ** max(forced_depth - 1, 0) * pairs > JOINT_MAX_LEVEL_PAIRS:
        return False
    if split == "multiway" and not wide_multiway:
        cat = [f.n_codes(schema.n_bins) for f in schema.features if f.kind == "categorical"]
        return C ** max(cat, default=0) <= PrivateData.JOINT_MAX_LABELLINGS
    return True


def mixed_max_leaves(depth: int, slack: int = MULTIWAY_SLACK) -> float:
    """Most leaves a depth-``depth`` tree of ``'mixed'`` growth can have: 2^(depth+slack).

    A k-way split uses L = ⌈log2 k⌉ ≥ log2 k of its path's levels, so along any path the product
    of the branchings is at most 2^(levels used), and a path uses at most ``depth + slack``
    levels (a split may overrun the levels left by ``slack``).  Unlike plain multiway growth,
    the bound does not depend on the domains.
    """
    return 2.0 ** (depth + slack)


def first_half_fits(schema, depth: int, n_trees: int = 1, slack: int = MULTIWAY_SLACK) -> bool:
    """Whether mixed growth may charge a path's first multiway split only ⌈L/2⌉ of its
    L = ⌈log2 k⌉ levels (``GrowthPlan.multiway_first_half``; public: the schema and the depth).

    The discount gives a path at most 2^⌊L/2⌋ times the 2^(depth+slack) leaves of
    :func:`mixed_max_leaves`, L of the largest categorical domain; it is granted only where that
    many leaves stay within ``MULTIWAY_MAX_LEAVES`` and the deeper levels' tables within the
    sizes :func:`max_auto_depth` holds a tree of ``depth`` + ⌊L/2⌋ levels to.
    """
    k = largest_category_domain(schema)     # 2 without a categorical feature
    if k < 3:
        return False
    extra = int(split_levels(k)) // 2
    return (mixed_max_leaves(int(depth) + extra, slack) <= MULTIWAY_MAX_LEAVES
            and int(depth) + extra <= max_auto_depth(schema, n_trees))


def multiway_max_leaves(schema, depth: int) -> float:
    """Most leaves a depth-``depth`` tree of plain multiway growth can have: max over k of (the
    product of the k largest categorical domains) · 2^(depth − k) -- a factor splits at most
    once along a path, a numeric feature fills another level in two (none: paths end early)."""
    cat = sorted((f.n_codes(schema.n_bins) for f in schema.features if f.kind == "categorical"),
                 reverse=True)
    has_numeric = any(f.kind != "categorical" for f in schema.features)
    best = 1.0
    for k in range(0, min(int(depth), len(cat)) + 1):
        product = float(np.prod(cat[:k])) if k else 1.0
        best = max(best, product * (2.0 ** (int(depth) - k) if has_numeric else 1.0))
    return best


def auto_categorical_split(schema, depth: int, multiway_levels: bool = True,
                           n_eps: float | None = None, joint_keeps_multiway: bool = True) -> str:
    """How categorical features split, from the schema, the depth and n̂·ε_tree (public).

    A multiway split separates every category at once (on Mushroom it buys 4 points at ε = 0.1;
    a 22-level region that fixes the continent needs one multiway split where one-vs-rest splits
    cannot rebuild the grouping in a shallow tree), but the tree's shape is data-independent, so
    the number of leaves must stay bounded (2^16):

    * ``'multiway'`` while even a multiway split at every level stays small
      ((largest domain)^depth ≤ 2^16: small domains or shallow trees);
    * else ``'mixed'`` (with ``multiway_levels``): one-vs-rest and multiway candidates, a k-way
      split using ⌈log2 k⌉ of the tree's levels and scored by its gain per level (on
      look-ahead levels: :func:`~dpforest.tree.scorers.multiway_utility`); such a tree
      has at most 2^(depth+1) leaves whatever the domains (:func:`mixed_max_leaves`), or
      2^⌊L/2⌋ times that where a path's first multiway split is charged half its L levels
      (granted by :func:`first_half_fits` only where that stays within 2^16);
    * else ``'binary'`` (one category against the rest; only without ``multiway_levels``).

    ``n_eps`` (n̂·ε_tree, where the depth came from the rule): where a plain multiway tree
    could have more leaves than n̂·ε_tree / :data:`MULTIWAY_SNR` (:func:`multiway_max_leaves`),
    a leaf would hold fewer records on average than the noise of each of its counts (or of its
    label's draw): mixed growth instead, whose leaves keep about the size n̂/2^depth the depth
    rule plans (docs/default_forest.md, "A signal-to-noise gate").  Below the label-leaf gate
    (n̂·ε_tree < :data:`LABEL_LEAVES_BELOW`) a plain multiway tree that draws its last splits
    and their labels together (:func:`joint_labels_apply`) keeps plain multiway growth, the
    joint draw being worth more there; where a wide column rules that draw out, each of its
    many leaves would name a class at a small ε from a record or two, and the gate holds as
    above ("The signal-to-noise gate where no joint draw applies").  ``joint_keeps_multiway``
    False (a measured alternative) applies the gate below the label-leaf gate as well, mixed
    growth now drawing its last splits and labels together too.
    """
    if depth == 0 or not any(f.kind == "categorical" for f in schema.features):
        return "binary"
    largest = max(f.n_codes(schema.n_bins) for f in schema.features if f.kind == "categorical")
    if float(max(largest, 2)) ** depth <= MULTIWAY_MAX_LEAVES:
        if n_eps is None or not math.isfinite(n_eps) \
                or MULTIWAY_SNR * multiway_max_leaves(schema, depth) <= n_eps \
                or (joint_keeps_multiway and n_eps < LABEL_LEAVES_BELOW
                    and joint_labels_apply(schema, "multiway")):
            return "multiway"   # even a tree of multiway splits at every level stays small
        return "mixed" if multiway_levels else "binary"
    if multiway_levels and mixed_max_leaves(depth) <= MULTIWAY_MAX_LEAVES:
        return "mixed"          # always, up to depth 15: mixed trees stay small at any domain
    return "binary"


def level_utility(levels_below: int, n_classes: int, look_ahead: bool = True,
                  finished_subtree: bool = True) -> str:
    """Split utility of a level with ``levels_below`` = r split levels under it (public: the depth
    and the class count).

    * ``'top<m>'``, m = 2^r, where C > 2^r and ``look_ahead``: the subtree under each child can
      name at most 2^r classes, so the top-m count (records it could classify right at best,
      Δ = 1) is what the split decides.  r = 0 gives max-count.
    * ``'max'`` on the last ``MAX_COUNT_LEVELS`` split levels otherwise;
    * ``'gini'`` above them.
    * At r = 1, with ``look_ahead`` and ``finished_subtree``: ``'subtree/<that utility>'``, the
      records the finished subtree (each child split once more, then labelled) can classify
      right, which the top-2 count and max-count only bound
      (:class:`~dpforest.tree.scorers.FinishedSubtreeScorer`; Δ = 1, monotone, like them).  The
      door computes it where the level's public size affords a pairwise table, else it scores
      with the utility named after the slash.  Measured on the 382 automatic tables (docs,
      "Finished-subtree counts"): +0.001 overall, +0.005 at n·ε = 1,000-3,000, ties below 1,000.

    Measured (docs/default_forest.md, "Look-ahead counts for many classes"): +0.006 to +0.009 on
    three groups of multi-class tables (digits +0.07, a 26-class table +0.07), +0.036 on 50
    held-out tables of 9-30 classes; the top-m counts leave two-class trees unchanged (2^r < 2
    only at r = 0, already max-count), while ``look_ahead`` False also drops the finished
    subtree at r = 1 (``criterion='gini-max'``).
    """
    r = int(levels_below)
    if look_ahead and 2 ** r < n_classes:
        name = "max" if r == 0 else f"top{2 ** r}"
    else:
        name = "max" if r < MAX_COUNT_LEVELS else "gini"
    return f"subtree/{name}" if look_ahead and finished_subtree and r == 1 else name


def greedy_is_reliable(n: float, epsilon: float, n_candidates: int, n_classes: int,
                       root_share: float, margin: float) -> bool:
    """Whether a data-dependent root split can beat the selection noise (public rule).

    Permute-and-flip at scale Δ/ε₀ (monotone Gini, Δ = 2) falls short of the best of M
    candidates by about (Δ/ε₀)·ln M (McKenna & Sheldon 2020), while the best split's utility
    gap is at most n·g_max with g_max = 1 − 1/C, the largest possible Gini gain per record.
    Greedy growth is worth its selection budget only when n·ε₀·g_max ≥ margin·Δ·ln M; below
    that, data-independent random trees (no selection cost at all) are the better use of ε.
    """
    g_max = 1.0 - 1.0 / max(int(n_classes), 2)
    need = margin * 2.0 * math.log(max(int(n_candidates), 2))
    return float(n) * float(epsilon) * root_share * g_max >= need


def multiway_depth_cap(schema, n_trees: int = 1, level_bound: bool = False) -> int:
    """Deepest ``categorical_split='multiway'`` forest of ``n_trees`` trees whose leaves stay
    within ``MAX_COMPLETE_LEAVES`` (2^20) in all: a tree of plain multiway splits has up to k^d
    leaves for the largest categorical domain k (public: the schema), where the binary bound
    2^d of :func:`check_complete_tree_size` does not hold.  ``'auto'`` splits never exceed it
    (:func:`auto_categorical_split`); an explicit ``'multiway'`` is held to it.  With
    ``level_bound`` the deepest split level's tables are held to the sizes
    :func:`max_auto_depth` holds binary trees to (:func:`_level_room`; used for the depth rule,
    not to refuse a declared ``max_depth``)."""
    k = largest_category_domain(schema)
    T = max(int(n_trees), 1)
    d = multiway_leaf_depth(schema, T)
    if level_bound:
        # the deepest split level holds k^(d-1) nodes a tree, each a node histogram
        room = _level_room(_node_slots(schema), schema.n_classes, T)
        d = min(d, 1 + int(math.floor(math.log(room) / math.log(k) + 1e-9)) if room >= 1 else 0)
    return max(d, 0)


def _branching(schema, split: str) -> float:
    """Expected children per node: 2, or the mean categorical domain of a multiway tree."""
    cat = [f.n_codes(schema.n_bins) for f in schema.features if f.kind == "categorical"]
    return float(np.mean(cat)) if split == "multiway" and cat else 2.0


def _is_auto(v) -> bool:
    return isinstance(v, str) and v == "auto"


def _check_int(name, v, low):
    if isinstance(v, bool) or not isinstance(v, numbers.Integral) or v < low:
        hint = ("; scikit-learn's None (grow until the leaves are pure) has no private "
                "counterpart: every leaf's released counts carry noise, so a leaf must hold "
                "enough records to outweigh it -- 'auto' sets the depth from epsilon and the "
                "noisy size" if name == "max_depth" and v is None else "")
        raise ValueError(f"{name} must be 'auto' or an integer >= {low}, got {v!r}{hint}")



def _records_each(records: float) -> str:
    """"about N records each" for a warning's average per branch or code (one below a
    record is said as such: "about 0 records each" read as an empty branch)."""
    return f"about {records:,.0f} records each" if records >= 0.5 else "under one record each"

class DPForestClassifier(ImpurityImportancesMixin, DPForestBase):
    """dpforest's recommended ε-DP tree ensemble: self-tuning from (ε, schema, noisy n).

    By default one greedy tree on all records: a noisy dataset size n̂ sets the depth, leaf
    share and leaf release; splits are chosen by permute-and-flip (McKenna & Sheldon,
    "Permute-and-flip: a new mechanism for differentially private selection", NeurIPS 2020)
    over the public grid, with a budget that grows ×√2 per level; leaves release noisy class
    counts (or only their class).  The module docstring summarises each rule and
    docs/default_forest.md gives them in full, with the measurements behind them.

    Parameters
    ----------
    epsilon : float, default=1.0
        Total privacy budget ε (> 0); ``ledger_.epsilon`` equals it.
    schema : :class:`dpforest.Schema`
        The public schema (bounds, categories, classes); required.
    n_estimators : int or 'auto', default='auto'
        Number of trees; ``'auto'`` is 1 (see the module docstring).  With more than one tree
        each grows on its own disjoint partition with the full tree budget (parallel
        composition) and their leaf distributions are averaged.
    max_depth : int >= 0 or 'auto', default='auto'
        ``'auto'``: rule :func:`auto_depth` on n̂·ε and the number of candidates, and at large
        ε on n̂ alone (leaves of at least 16 expected records).  With ``'auto'`` (greedy
        regime), up to three categorical columns whose codes alone would cap the depth below
        the rule's are left out of the splits, and the fit says so
        (:meth:`_leave_out_wide_columns`).
    criterion : {'gini-topm', 'gini-max', 'gini', 'max'}, default='gini-topm'
        Split utility.  ``'gini-topm'`` (:func:`level_utility`): the top-2^r count where C
        classes exceed the 2^r leaves a split's subtree can still make, max-count on the last
        two split levels, Gini above them; one level above the last, the finished subtree's
        count where the level is small enough for a pairwise table.  ``'gini-max'``: max-count
        on the last two split levels, Gini above them, with neither the top-m counts nor the
        finished-subtree level (so it differs from the default on two-class trees too, one
        level above the last).
        ``'gini'``: count-weighted Gini (Δ = 2) at every level.  ``'max'``: max-count (Δ = 1)
        at every level.
    growth_ratio : float > 0, default=√2
        Selection budget ratio between consecutive depths.
    leaf_share : float in (0, 1) or 'auto', default='auto'
        Share of the tree budget for the leaves (``'auto'``: :func:`auto_leaf_share`).
    size_share : float, default=0.03
        Share of ε spent on the noisy dataset size n̂; below 0.95 with the adaptive grid,
        which takes 5 % of ε too, else below 1.  Unused when ``n_samples`` is given, and when
        no rule needs n̂ (``max_depth`` and ``leaf_share`` both fixed, ``regime`` not
        ``'random'``).  Measured at its optimum on 618 outside tables: neither n̂'s noise
        nor its 3 % of ε costs a measurable amount, and 0.01 leans to a loss at n·ε 30-300
        (docs/default_forest.md, "The noisy size's share of ε").
    n_samples : float >= 1 or None, default=None
        A *public* dataset size declared by the user (then no ε is spent on it).  Only pass
        it when n really is public (e.g. a census with a published size); it is a convenience
        more than an accuracy gain (+0.0000 ± 0.0006 over 7,416 outside fits).
    categorical_split : {'auto', 'binary', 'multiway', 'mixed'}, default='auto'
        ``'auto'`` (:func:`auto_categorical_split`): multiway while (largest categorical
        domain)^depth ≤ 2**16 and, where leaves release counts, while 4 × the tree's most
        leaves ≤ n̂·ε of the tree (``MULTIWAY_SNR``), else mixed.  ``'binary'``: one category vs the rest.
        ``'multiway'``: one child per category; its trees have up to k^depth leaves for the
        largest domain k, so ``max_depth`` is refused, and the depth rule capped, past 2^20
        leaves (:func:`multiway_depth_cap`); on the count levels a k-way candidate scores its
        count less what its leaves would earn on unrelated classes
        (:func:`~dpforest.tree.scorers.null_excess`).  ``'mixed'``: both kinds of candidate; a k-way
        split uses ⌈log2 k⌉ of the tree's levels, at most one more than its path has left,
        and is scored by its gain per level, or on look-ahead levels by its finished
        subtree's top count; a path's first multiway split leaves its children all but
        ⌈⌈log2 k⌉/2⌉ of those levels where the leaf bound allows.
    leaf_release : {'auto', 'counts', 'label'}, default='auto'
        What a leaf releases.  ``'counts'``: its noisy class histogram (discrete Laplace),
        whose clipped counts give graded probabilities.  ``'label'``: only its class, by
        permute-and-flip on its counts (:meth:`PrivateData.class_labels`), which names the
        right class more often at the same ε; ``predict_proba`` then carries only the label:
        (C + 1)/(2C) on it, 1/(2C) on each other class (:func:`label_leaf_counts`).
        ``'auto'``: ``'label'`` where n̂·ε_tree < 300 (:func:`auto_leaf_release`), else
        ``'counts'``; with no noisy size (``max_depth`` and ``leaf_share`` both fixed, no
        ``n_samples``) it is ``'counts'``.  Use ``'counts'`` when graded probabilities matter
        more than accuracy (ranking, ROC AUC).
    regime : {'greedy', 'random', 'auto'}, default='greedy'
        ``'greedy'``: greedy trees at every n̂·ε.  ``'random'``: an SNR forest of
        data-independent random trees on an 8-bin public grid, every ε on leaf counts.
        ``'auto'``: random when :func:`greedy_is_reliable` says the root split cannot beat
        the selection noise, else greedy.  Only used with ``n_estimators='auto'``.  The random
        regime's trees follow the SNR forest's own public rules (their number and where they
        stop), so ``max_depth``, ``leaf_share`` and ``categorical_split`` do not apply to them.
    cut_resolution : int >= 1, default=100
        Numeric features declared with explicit ``cuts`` get every interval split in
        ``ceil(cut_resolution / #intervals)`` equal parts (a function of the public schema
        only; 1 keeps the declared grid).  At 100, Adult's 1-2-5 capital grids become 10×
        finer, and grids that already have ~100 intervals are unchanged.
    numeric_grid : {'adaptive', 'multiscale', 'uniform'}, default='adaptive'
        ``'multiscale'`` adds to the equal-width grid of every numeric feature without a
        declared grid (``cuts`` or its own ``n_bins``) one cut point per octave of the bounds
        in absolute value (±bound·2^-j, down to 2^-12 of the range;
        :func:`~dpforest.tree.grids.multiscale_cuts`), so heavy-tailed values and generous
        declared bounds still get thresholds where the records are (public schema only).
        ``'uniform'`` keeps the equal-width grid alone.  ``'adaptive'`` starts from the
        multi-scale grid and, where n̂·ε affords it, spends 5 % of ε on a noisy histogram of
        each such feature (except a whole-number one whose grid already has every whole
        number: nothing to add) over its grid's intervals and adds 32 cuts per feature where
        the records are (a concentrated feature, depth 58-65 declared on 40-80, gets
        thresholds 0.1 apart; the histogram also reads the octaves below the public grid's
        finest one, so values around 1 declared on [0, 10^8] are found).  The gate is
        n̂·ε_grid / (intervals × features) ≥ 1; below it the grid stays public and free.  The
        histograms appear in ``ledger_``; ``schema_`` holds the grid used.  The gate needs
        n̂, so with both ``max_depth`` and ``leaf_share`` fixed (no size query) and no
        ``n_samples`` the grid stays public; ``regime='random'`` never buys it.
    random_state : int, RandomState, Generator or None, default=None
        Seeds the data-independent choices: the records' partition among several trees
        (``n_estimators`` > 1) and the random trees of ``regime='random'``.  With the default
        one greedy tree it changes nothing, since every choice there is a noisy draw.  It
        never seeds the privacy noise (drawn from the operating system), so no seed makes a
        fit repeat: save the fitted model to keep it.
    progress : bool or 'auto', default='auto'
        Show a progress bar ('auto': on a terminal or in a Jupyter notebook, unless the
        environment sets DPFOREST_PROGRESS=0; a bar shows once a fit has run for a second).
    n_jobs : int or None, default=None
        Threads for the histogram passes, the finished-subtree scores, the noise sampler and
        prediction (scikit-learn's meaning: None = 1, -1 = all cores); results do not depend
        on it.

    Attributes
    ----------
    trees_ : list of :class:`~dpforest.tree.model.FlatTree`
        The fitted trees.
    tree_weights_ : ndarray of shape (n_estimators_,)
        All ones: the trees' leaf distributions are averaged (the random regime combines its
        trees by the SNR forest's rule instead).
    noisy_n_ : float
        The released noisy dataset size n̂ the rules used, or the declared ``n_samples``;
        NaN where no size was released (``max_depth`` and ``leaf_share`` both fixed, no
        ``n_samples``, ``regime`` not ``'random'``).
    max_depth_ : int
        The depth grown (for the random regime, its deepest tree's).
    n_estimators_ : int
        The number of trees grown.
    leaf_share_ : float
        The share of the tree budget the leaves got (1.0 for the random regime).
    categorical_split_ : {'binary', 'multiway', 'mixed'}
        How categorical features were offered as split candidates: ``categorical_split``, or
        the ``'auto'`` rule's choice (``'multiway'`` for the random regime).  It names the
        candidates, not what was drawn: a tree may use no categorical split at all (its nodes,
        ``dpforest.inspection.export_text(model)`` shows them).
    leaf_release_ : {'counts', 'label'}
        What the leaves released (``'counts'`` for the random regime).
    fitted_with_version_ : str
        The dpforest version that fitted the model (every dpforest estimator has it), kept
        through model files and pickles, whatever version saves them again.
    fit_id_ : str
        A random name for this fit (every dpforest estimator has it; public randomness, nothing
        of the records), kept through model files and pickles: a privacy budget's release
        records it, so a release statement finds the model's own release
        (:mod:`dpforest.fingerprint`).
    regime_ : {'greedy', 'random'}
        ``'greedy'`` (one or more greedy trees) or ``'random'`` (an SNR forest of random
        trees: ``regime='random'``, or ``'auto'`` when n̂·ε is too small for greedy splits).
        A random-regime model also carries the SNR forest's attributes (``snr_info_``,
        ``min_support_``, ``epsilon_tree_``, ``n_records_``, ``n_pruned_``,
        ``n_pruned_per_tree_``, ``n_nodes_``, ``root_features_``; see
        :class:`~dpforest.forests.snr.SNRForestClassifier`).
    feature_importances_ : ndarray of shape (n_features_in_,)
        Mean decrease in Gini impurity per feature, from the released noisy counts
        (:func:`dpforest.inspection.impurity_importances`).
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        Every charged query; ``ledger_.epsilon == epsilon``.
    schema_ : :class:`~dpforest.schema.Schema`
        The schema the model encodes with (the user's, in the fitted frame's column order,
        with refined, multi-scale or adaptive cut grids).
    classes_ : ndarray of shape (n_classes,)
        The declared classes in scikit-learn's sorted order, the columns of
        ``predict_proba`` (a leaf's probabilities are its clipped noisy counts, each raised by
        the leaf's noise scale 1/ε, normalised: never 0 where noise alone emptied a class; a
        leaf whose counts all clipped to 0 takes its tree's leaves pooled the same way).
    n_classes_, n_outputs_, n_features_in_, feature_names_in_, target_name_, constant_
        As every dpforest forest sets them (:class:`~dpforest.forests.base.DPForestBase`).

    Examples
    --------
    The schema is public knowledge, written from documentation (never read from the records):
    bounds for numeric columns, every category, every class.

    >>> import numpy as np, pandas as pd
    >>> from dpforest import DPForestClassifier, Schema
    >>> rng = np.random.default_rng(0)
    >>> X = pd.DataFrame({"age": rng.integers(18, 90, 2000),
    ...                   "ward": rng.choice(["A", "B", "C"], 2000)})
    >>> y = np.where(X["age"] > 60, "high", "low")
    >>> schema = Schema.from_dataframe(X, classes=["high", "low"], bounds={"age": (0, 120)},
    ...                                categories={"ward": ["A", "B", "C"]})
    >>> model = DPForestClassifier(epsilon=1.0, schema=schema).fit(X, y)
    >>> model.ledger_.epsilon          # the whole budget, composed over every charged query
    1.0
    >>> model.predict(X.head(3)).shape
    (3,)
    >>> model.predict_proba(X.head(3)).sum(axis=1).round(6)
    array([1., 1., 1.])
    >>> print(model.ledger_)                                    # doctest: +ELLIPSIS
    Ledger(...)
    """

    _voting = "soft"
    # probabilities that keep the noise's share for classes whose noisy count clipped to 0
    # (docs/default_forest.md, "Probabilities"); the argmax of one tree is unchanged
    _smooth_leaves = True
    # label trees draw the last level's splits and leaf classes together (joint_labels_apply)
    # (docs/default_forest.md, "Label leaves"); False: split, then labels
    _joint_labels = True
    # ... in mixed growth too, at every node with one level left on its own path (JOINT_MIXED)
    _joint_mixed = JOINT_MIXED
    # ... in plain multiway growth whatever its domains, a column with more than 4,096
    # labellings left out of the draw (a measured alternative: joint_labels_apply)
    _joint_wide_multiway = False
    # predict_proba says when the released counts put a class under 5 % (RareClassWarning):
    # greedy splits chosen for accuracy can leave such a class ranked at chance
    _warns_rare_class = True
    # impurity importances take the leaves' noise off with its heavy tail (inspection,
    # _tree_importances): measured on this forest's trees
    _importance_heavy_tail = True

    def __init__(self, epsilon=1.0, schema=None, *, n_estimators="auto", max_depth="auto",
                 criterion="gini-topm", growth_ratio=math.sqrt(2.0), leaf_share="auto",
                 size_share=0.03, n_samples=None, categorical_split="auto", leaf_release="auto",
                 regime="greedy",
                 cut_resolution=CUT_RESOLUTION, numeric_grid="adaptive", random_state=None,
                 progress="auto", n_jobs=None):
        self.epsilon = epsilon
        self.schema = schema
        self.n_estimators = n_estimators
        self.max_depth = max_depth
        self.criterion = criterion
        self.growth_ratio = growth_ratio
        self.leaf_share = leaf_share
        self.size_share = size_share
        self.n_samples = n_samples
        self.categorical_split = categorical_split
        self.leaf_release = leaf_release
        self.regime = regime
        self.cut_resolution = cut_resolution
        self.numeric_grid = numeric_grid
        self.random_state = random_state
        self.progress = progress
        self.n_jobs = n_jobs

    # ------------------------------------------------------------------ validation
    def _validate_common(self):
        # The base checks ε and the schema; 'auto' values are checked here instead (the base's
        # integer checks would refuse them), through a stand-in that only carries ε and schema.
        eps, schema = DPForestBase._validate_common(
            SimpleNamespace(epsilon=self.epsilon, schema=self.schema,
                            _in_fit_order=self._in_fit_order))
        check_progress(self.progress)
        if not _is_auto(self.n_estimators):
            _check_int("n_estimators", self.n_estimators, 1)
            # every tree has at least a stump's two leaves, whatever depth 'auto' picks later:
            # refused before the per-tree arrays are made (a billion trees killed the process)
            check_complete_tree_size(1, int(self.n_estimators))
        if not _is_auto(self.max_depth):
            _check_int("max_depth", self.max_depth, 0)
            check_complete_tree_size(int(self.max_depth),
                                     1 if _is_auto(self.n_estimators) else int(self.n_estimators))
        cr = self.cut_resolution
        if isinstance(cr, bool) or not isinstance(cr, numbers.Integral) or cr < 1:
            raise ValueError(f"cut_resolution must be an integer >= 1, got {cr!r}")
        if self.numeric_grid not in NUMERIC_GRIDS:
            raise ValueError(f"numeric_grid must be one of {', '.join(map(repr, NUMERIC_GRIDS))}, "
                             f"got {self.numeric_grid!r}")
        return eps, self._public_grid(schema)

    def _public_grid(self, schema):
        """The schema's public grid (free): declared cut grids refined (``cut_resolution``),
        undeclared ones multi-scale.  The fitted ``schema_`` encodes the same way at predict
        time."""
        schema = refine_cuts(schema, int(self.cut_resolution))
        if self.numeric_grid in ("multiscale", "adaptive"):
            schema = multiscale_cuts(schema)
        return schema

    def _validate_params_extra(self, schema):
        if self.criterion not in CRITERIA:
            raise ValueError(f"criterion must be one of {', '.join(map(repr, CRITERIA))}, got {self.criterion!r}")
        r = self.growth_ratio
        if isinstance(r, bool) or not isinstance(r, numbers.Real) or not (r > 0 and math.isfinite(r)):
            raise ValueError(f"growth_ratio must be a positive finite number, got {r!r}")
        ls = self.leaf_share
        if not _is_auto(ls) and (isinstance(ls, bool) or not isinstance(ls, numbers.Real) or not 0 < ls < 1):
            raise ValueError(f"leaf_share must be 'auto' or a float in (0, 1), got {ls!r}")
        s = self.size_share
        # the adaptive grid takes GRID_SHARE of ε too: the tree must keep a positive share
        top = 1.0 - (GRID_SHARE if self.numeric_grid == "adaptive" and self.regime != "random" else 0.0)
        if isinstance(s, bool) or not isinstance(s, numbers.Real) or not 0 < s < top:
            raise ValueError(f"size_share must be a float in (0, {top:g}) (with numeric_grid="
                             f"{self.numeric_grid!r} the rest of epsilon grows the tree), got {s!r}")
        n = self.n_samples
        if n is not None and (isinstance(n, bool) or not isinstance(n, numbers.Real) or not n >= 1
                              or not math.isfinite(n)):
            raise ValueError(f"n_samples must be None or a public dataset size >= 1, got {n!r}")
        if n is None and self._needs_size():
            check_share_budget("size_share", s, self.epsilon)
        if self.categorical_split not in ("auto", "binary", "multiway", "mixed"):
            raise ValueError("categorical_split must be 'auto', 'binary', 'multiway' or 'mixed'")
        if self.categorical_split == "multiway" and not _is_auto(self.max_depth):
            check_multiway_tree_size(schema, int(self.max_depth),
                                     1 if _is_auto(self.n_estimators) else int(self.n_estimators),
                                     instead="categorical_split='mixed' or 'auto', whose trees stay "
                                             "small at any domain size")
        if not isinstance(self.leaf_release, str) or self.leaf_release not in LEAF_RELEASES:
            raise ValueError(f"leaf_release must be one of {', '.join(map(repr, LEAF_RELEASES))}, "
                             f"got {self.leaf_release!r}")
        if self.regime not in ("greedy", "random", "auto"):
            raise ValueError(f"regime must be 'greedy', 'random' or 'auto', got {self.regime!r}")
        if self.regime == "random":
            # settings that would be ignored in silence: say so (a warning, not a refusal, so
            # that a search over both still runs)
            if not _is_auto(self.n_estimators):
                warnings.warn(f"regime='random' applies only with n_estimators='auto': with "
                              f"n_estimators={self.n_estimators!r} the fit grows that many greedy "
                              f"trees", SettingsWarning, stacklevel=user_stacklevel())
            else:
                unused = [name for name in ("max_depth", "leaf_share") if not _is_auto(getattr(self, name))]
                unused += ["categorical_split"] if self.categorical_split != "auto" else []
                if unused:
                    warnings.warn(f"regime='random' grows an SNR forest by its own public rules: "
                                  f"{', '.join(unused)} {'does' if len(unused) == 1 else 'do'} not "
                                  f"apply to its trees and {'is' if len(unused) == 1 else 'are'} "
                                  f"ignored", SettingsWarning, stacklevel=user_stacklevel())

    def _needs_size(self) -> bool:
        """Whether a fit reads a (noisy) dataset size: only the depth and leaf-share rules need
        n ('auto' trees is always 1), and the random regime's τ and θ."""
        return _is_auto(self.max_depth) or _is_auto(self.leaf_share) or self.regime == "random"

    #: leave out of the splits the widest categorical columns where they alone cap the rule's
    #: depth (docs/default_forest.md, "Columns too wide for the depth"); False: keep them
    _leave_out_wide = True

    def _leave_out_wide_columns(self, data, schema, n_hat: float, eps_left: float) -> list[str]:
        """Where the depth rule chooses the depth (greedy regime) and the schema's widest
        categorical columns, not ε or the size, cap it -- every column's split histograms are
        as wide as the widest one's, so one 30,000-level zip code held a 500,000-record,
        12-class tree to 3 levels (0.245 accuracy, against 7 levels and 0.676 without it) --
        recode those columns to one code on the door (public lookup, nothing read) so that no
        tree splits on them and the rule's depth fits, and say so (:class:`SparseSplitWarning`).
        A column that wide is used only through one-category splits in a capped tree, each
        holding about n/K records.  From the schema and the noisy size alone."""
        # greedy regime only: 'auto' may still switch to random trees, which are built on the
        # declared schema and could draw a split on a column the door holds as one code
        if not (self._leave_out_wide and _is_auto(self.max_depth) and self.regime == "greedy"
                and math.isfinite(n_hat)):
            return []
        T = 1 if _is_auto(self.n_estimators) else int(self.n_estimators)
        M = n_split_candidates(schema)
        want = auto_depth(n_hat / T, eps_left, M, schema.n_classes, HARD_MAX_DEPTH)
        cap = max_auto_depth(schema, T)
        if want <= cap:
            return []
        names = depth_limiting_columns(schema, want, T)
        if not names:
            # no few columns to blame: the schema's size itself holds the tree down (thousands
            # of columns, many classes); said, since a tree below the class floor cannot name
            # every class (20,000 columns and 200 classes: 4 levels, against a floor of 8)
            floor = math.ceil(math.log2(max(schema.n_classes, 2)))
            below = (f", below the {floor} levels a tree needs to give each of the "
                     f"{schema.n_classes} classes a leaf" if cap < floor else "")
            warnings.warn(
                f"{type(self).__name__}'s depth rule asks for about {want} levels at this size and "
                f"epsilon, but the schema's size ({schema.n_features:,} columns, up to "
                f"{int(np.max(schema.n_codes())):,} codes each, {schema.n_classes} classes) caps "
                f"the tree at {cap}{below}: the level histograms would otherwise take gigabytes.  "
                f"Declare fewer columns (chosen from public knowledge, not from the records) or "
                f"fewer classes, or set max_depth (each level doubles the histograms' memory).",
                SettingsWarning, stacklevel=user_stacklevel())
            return []
        idx = [schema.feature_names.index(n) for n in names]
        width = int(max(schema.n_codes()[j] for j in idx))
        reduced = _with_features(schema, {f.name: _one_code(f) for f in schema.features
                                          if f.name in names})
        data.recode({j: np.zeros(int(schema.n_codes()[j]), dtype=np.int64) for j in idx}, reduced)
        # (a per-group fit's group column holds one category in every record it reads: left
        # out of the splits it loses nothing, and the advice to declare it coarser does not
        # apply to the column the groups are cut by)
        told = [n for n in names if n != group_column()]
        if not told:
            return names
        quoted = ", ".join(map(repr, told))
        one = len(told) == 1
        warnings.warn(
            f"{type(self).__name__} leaves {quoted} out of its splits: {'its' if one else 'their'} "
            f"{width:,} codes would cap the tree at {cap} levels (every column's split "
            f"histograms are as wide as the widest one's), and the depth rule asks for about "
            f"{want} at this size and epsilon.  In so shallow a tree a column that wide (an "
            f"identifier, or a code such as a zip code) mostly singles out a category or a few "
            f"per split.  To use it, declare a coarser public version (a zip code's first "
            f"digits, a region for a city); to keep it as it is, set max_depth (at most {cap} "
            f"keeps the histograms as small as the rule's own depths do).",
            SparseSplitWarning, stacklevel=user_stacklevel())
        return names

    def _warn_wide_for_depth(self, schema, depth: int, T: int) -> None:
        """Before growing a ``max_depth`` set by hand: where the schema's widest categorical
        columns make the deepest split level's histograms pass the size the rule's own depths
        keep to, say so (a 30,000-level zip code at depth 12 on 20,000 records ran past 5 GB).
        Public: the schema and the parameters."""
        cells = float(_node_cells(schema)) * T * 2.0 ** (depth - 1)
        if depth <= 1 or cells <= WIDE_WARN_CELLS:
            return
        names = depth_limiting_columns(schema, depth, T)
        width = int(np.max(schema.n_codes()))
        if names:
            why = (f"{', '.join(map(repr, names))} ({width:,} codes) pad every column to "
                   f"{'its' if len(names) == 1 else 'their'} width: drop or coarsen "
                   f"{'that column' if len(names) == 1 else 'those columns'}, or leave "
                   f"max_depth='auto' (which leaves such columns out of the splits where they cap "
                   f"the depth)")
        else:
            why = (f"every column padded to the widest one's {width:,} codes, for "
                   f"{schema.n_classes} classes: a smaller max_depth (or 'auto') keeps them small")
        warnings.warn(
            # cells, not bytes: the levels are counted in blocks of nodes, so the memory taken
            # is a fraction of cells x 4 bytes (a walkthrough's 3.3e9 cells: 3.1 GB, 55 s)
            f"max_depth={depth}: the deepest split level's histograms hold about "
            f"{cells / 1e9:.1f} billion counts (a node's per column, code and class), so the "
            f"fit may take very long and run out of memory; {why}.", SparseSplitWarning,
            stacklevel=user_stacklevel())

    def _advise_after_fit(self) -> None:
        """:class:`SparseSplitWarning` where a tree's root splits a categorical column into
        :data:`SPARSE_SPLIT_MIN_BRANCHES` or more branches holding fewer than
        :data:`MIN_LEAF_RECORDS` records each on average by the released size ``noisy_n_``.
        Read from the released model alone (its structure and noisy size): no record.

        A column with more levels than records per level (a zip code, a store id) offers a
        multiway split whose children are near-pure by chance, which the split utility rewards
        as readily as signal: a walkthrough's 68-level zip code took the root of a 650-record
        table in 9 fits of 10 (0.80 against a majority rate of 0.93).  No rule on the public
        schema tells such a code from a factor that restates the class (a 24-level team that
        names the league), so the default keeps the split and says so (docs/default_forest.md,
        "Records per leaf instead of leaves")."""
        n = getattr(self, "noisy_n_", float("nan"))
        trees = getattr(self, "trees_", [])
        # (set by the fit just made, read here once: not part of the fitted model)
        one_tree_depth = self.__dict__.pop("_one_tree_depth", None)
        self._advise_on_identifiers(n)
        self._advise_on_small_budget(n)
        # greedy trees only, each on its own partition (n̂ / T records): the random regime's
        # trees draw their splits without reading the data, each on every record
        if not trees or not math.isfinite(n) or \
                getattr(self, "regime_", "greedy") != "greedy":
            return
        if self._advise_on_tree_count(n, one_tree_depth):
            # the records split among many trees are the cause of small branches too: the
            # warnings below would blame a column for it
            return
        if n <= 0:
            # a released size at or below 0 (150 records at a small size share can come out
            # at -34): every leaf holds next to nothing, so the settings' advice still holds;
            # no root split is worth judging on it
            self._advise_on_settings(0.0)
            return
        per_tree = n / len(trees)
        # a per-group fit's group column: every record holds the group's category, so a root
        # split on it divides nothing and the advice to declare it coarser or drop it cannot
        # be taken (the groups are cut by it)
        seen = {group_column()} - {None}
        for t in trees:
            if t.n_nodes == 0 or t.feature[0] < 0:
                continue
            k = int(t.n_children(0))
            f = self.schema_.features[int(t.feature[0])]
            if f.kind == "categorical" and k == 2 and f.name not in seen:
                self._advise_on_one_category(t, f, per_tree, seen)
                continue
            if f.kind == "categorical" and k >= SPARSE_SPLIT_MIN_BRANCHES and \
                    per_tree / k < MIN_LEAF_RECORDS and f.name not in seen:
                seen.add(f.name)
                warnings.warn(
                    f"{self._whose_tree()} splits its root on {f.name!r} into {k} branches, "
                    f"{_records_each(per_tree / k)} by the noisy size (noisy_n_) if "
                    f"every branch holds records: a "
                    f"column with more levels than records per level (an identifier or code such "
                    f"as a zip code or a store id) is chosen on its noise as readily as on "
                    f"signal, and each branch's leaves are then too small for their noisy "
                    f"counts.  If {f.name!r} is such a code, drop it or pass "
                    f"categorical_split='mixed' (dpforest fit: --categorical-split mixed); if "
                    f"its levels do carry the class, or only a few of its declared levels occur "
                    f"(a full alphabet or code list: its branches are then larger), ignore this.",
                    SparseSplitWarning, stacklevel=user_stacklevel())
        self._advise_on_settings(per_tree)

    def _advise_on_tree_count(self, n: float, one_tree_depth) -> bool:
        """Greedy regime, ``n_estimators`` set (scikit-learn's habit: 100) and the depth left to
        the rule: where the rule grew each tree shallower than it would grow one tree on every
        record (``one_tree_depth``), say so with :class:`LeafNoiseWarning` and return True.  Each
        of T trees reads its own n̂/T records, so its splits are chosen on that many records'
        noisy scores: 100 trees on 3,000 Adult records at ε = 1 grew depth-1 trees of ~30
        records whose vote was the majority rate (0.764) where one tree scored 0.839, and the
        only words said were sparse-split warnings blaming the columns.  Read from the released
        size and the fitted settings alone."""
        depth = getattr(self, "max_depth_", None)
        if one_tree_depth is None or depth is None or int(one_tree_depth) <= int(depth):
            return False
        from .base import once_a_minute

        if not once_a_minute("settings", type(self), LeafNoiseWarning):
            return True
        T = len(self.trees_)
        warnings.warn(
            f"with n_estimators={self.n_estimators!r}, each of the {T} trees reads its own "
            f"share of the records, about {max(n, 0.0) / T:,.0f} by the "
            f"{'noisy size (noisy_n_)' if self.n_samples is None else 'declared n_samples'}, so "
            f"its splits are chosen on that many records' noisy counts and the rule grows it to "
            f"depth {int(depth)} only; one tree on all of them would be grown to depth "
            f"{int(one_tree_depth)}.  A DP forest's trees share the records (or the epsilon): "
            f"more trees are seldom more accuracy (one tree won on most tables measured; a "
            f"small table whose class is a sum of many weak columns can gain).  Leave "
            f"n_estimators at 'auto' unless a private comparison "
            f"(dpforest.model_selection.PrivateModelSelector) says otherwise.",
            LeafNoiseWarning, stacklevel=user_stacklevel())
        return True

    def _advise_on_small_budget(self, n: float) -> None:
        """:class:`~dpforest.exceptions.SmallBudgetWarning` where the released size times ε is
        below :data:`SMALL_BUDGET_PER_CLASS` per class (greedy regime, the default's own
        measurement): at such sizes the default's fits spread widely and on the outside checks
        scored below the majority rate about half the time, which nothing in the fit shows.
        Read from the noisy size, ε and the schema's class count only; said once a minute per
        estimator class (a search fits many).  The rule reads the released size as the depth
        and leaf rules read it (the model was sized for it); at a small ε that size is noisy
        (its standard deviation, from the size query's ε, is said with it), so a table a few
        hundred records large can be told so by the noise alone -- and was then fitted as a
        smaller one."""
        C = len(getattr(self, "classes_", ()))
        if not math.isfinite(n) or getattr(self, "regime_", "greedy") != "greedy" or C < 2 \
                or n * float(self.epsilon) >= SMALL_BUDGET_PER_CLASS * C:
            return
        from .base import once_a_minute, released_size

        if not once_a_minute("small budget", type(self), SmallBudgetWarning):
            return
        size = released_size(self)         # (n̂, its noise's variance), None for a declared size
        noise = ("" if size is None else
                 f"; its noise has a standard deviation of about {math.sqrt(size[1]):.0f} "
                 f"records, and the model was sized for the noisy figure -- where the number "
                 f"of records is public, as a published study's is, declare it "
                 f"(n_samples=N) and the fit reads it exactly, at no epsilon")
        # a noisy size at or below 0 is noise alone on its face (a negative count of records
        # read as a product would puzzle): said as what the fit made of it
        figure = (f"this fit's noisy size came out at or below 0 (noisy_n_ = {n:.0f} at epsilon "
                  f"{float(self.epsilon):g}{noise}; read as no records to spend on, so the "
                  f"model took its smallest shape), so its records times epsilon count as "
                  f"under " if n <= 0 else
                  f"this fit's records times epsilon come to about {_below(n * float(self.epsilon))} "
                  f"(the noisy size noisy_n_ = {n:.0f} at epsilon {float(self.epsilon):g}"
                  f"{noise}), under ")
        # the action first (a notebook shows the start of a long warning), then the figures
        warnings.warn(
            f"check this model with a private evaluation "
            f"(dpforest.evaluation.private_confusion_matrix; on the command line, dpforest "
            f"evaluate MODEL TEST.csv --epsilon E) before using it, or fit on more "
            f"records or at a larger epsilon: {figure}"
            f"{SMALL_BUDGET_PER_CLASS * C:g}, which is {SMALL_BUDGET_PER_CLASS:g} per class for "
            f"{C} classes.  On the outside tables the project checked, fits at such "
            f"sizes scored below the majority rate (what always predicting the commonest class "
            f"scores) about half the time, and they vary widely from fit to fit.",
            SmallBudgetWarning, stacklevel=user_stacklevel())

    def _advise_on_identifiers(self, n: float) -> None:
        """:class:`~dpforest.forests.base.IdentifierColumnWarning` for each categorical column that declares
        :data:`IDENTIFIER_MIN_CODES` or more categories with at most
        :data:`IDENTIFIER_MAX_RECORDS` records each by the noisy size, split on or not: the
        mark of an identifier declared with its values (a walkthrough's patient ids, copied
        into the schema as a schema error asked), which no tree can generalise from and whose
        declared values are published with the model.  Read from the public schema and the
        released size only."""
        if not math.isfinite(n) or n <= 0:
            return
        # (a per-group fit's group column holds one category in every record it reads, and
        # cannot be dropped: its many levels are the groups', not an identifier's)
        grouped = group_column()
        names = [f.name for f in self.schema_.features if f.kind == "categorical"
                 and f.name != grouped
                 and (k := f.n_codes(self.schema_.n_bins)) >= IDENTIFIER_MIN_CODES
                 and (n / k <= IDENTIFIER_MAX_RECORDS
                      or (k >= IDENTIFIER_MANY_CODES and n / k <= MIN_LEAF_RECORDS))]
        if names:
            warnings.warn(
                f"{', '.join(map(repr, names))} declare{'s' * (len(names) == 1)} many "
                f"categories with few records each by the noisy size (noisy_n_: "
                f"{IDENTIFIER_MIN_CODES} or more with at most {IDENTIFIER_MAX_RECORDS:g}, or "
                f"{IDENTIFIER_MANY_CODES:,} or more with at most {MIN_LEAF_RECORDS}): if "
                f"{'they are identifiers' if len(names) > 1 else 'it is an identifier'} (ids, "
                f"names, free text), drop {'them' if len(names) > 1 else 'it'}: no split can "
                f"generalise from a few records a category, and declared categories are public, "
                f"saved with the model and shown by export_text.",
                IdentifierColumnWarning, stacklevel=user_stacklevel())

    def _whose_tree(self) -> str:
        """The tree a root-split warning speaks of: the one tree, or one of T (each on its own
        part of the records, which is why its branches are so small)."""
        T = len(self.trees_)
        return (f"{type(self).__name__}'s tree" if T == 1 else
                f"a tree of {type(self).__name__}'s {T} (each on its own part of the records)")

    def _advise_on_one_category(self, tree, f, per_tree: float, seen: set) -> None:
        """:class:`SparseSplitWarning` where the root sets one category of a column of
        :data:`SPARSE_SPLIT_MIN_BRANCHES` or more apart from the rest and the column's levels
        average fewer than :data:`MIN_LEAF_RECORDS` records by the noisy size: among thousands
        of one-vs-rest candidates (a 2,000-level diagnosis code) the selection's noise picks a
        rare category as readily as a useful one, and that branch's subtree is then noise (a
        walkthrough: a code of 4 training records at the root of 6 fits in 12, its branch's
        leaves naming the rare class).  Read from the released split and size only."""
        n_codes = int(f.n_codes(self.schema_.n_bins))
        route = np.asarray(tree.node_route(0))[:n_codes]
        sides = np.bincount(route, minlength=2)
        if n_codes < SPARSE_SPLIT_MIN_BRANCHES or sides.min() != 1 or \
                per_tree / n_codes >= MIN_LEAF_RECORDS:
            return
        seen.add(f.name)
        warnings.warn(
            f"{self._whose_tree()} splits its root on one category of {f.name!r} against "
            f"the rest: {f.name!r} has {n_codes:,} codes, {_records_each(per_tree / n_codes)} "
            f"by the noisy size (noisy_n_), so among its one-vs-rest candidates the noise "
            f"picks a rare category as readily as a useful one, and that branch's leaves are "
            f"then mostly noise.  If {f.name!r} is a fine code (a diagnosis, a product, a zip "
            f"code), declare a coarser public version of it (a chapter, a category, a region); "
            f"if its levels do carry the class, ignore this.",
            SparseSplitWarning, stacklevel=user_stacklevel())

    def _advise_on_settings(self, per_tree: float) -> None:
        """Greedy regime only.  Where the user set ``n_estimators`` or ``max_depth``
        (scikit-learn's or diffprivlib's habits: 100 trees, depth 5 or 20) and a leaf of the
        expected size, n̂ / (T·2^d) records, holds fewer records than its noise's standard
        deviation (√2/ε_leaf, ε_leaf = ``leaf_share_`` of ε), say so: each leaf's class is then mostly noise.  The rule's own
        choices ('auto') keep that noise near 5 % of a leaf's count.  Read from the released
        size and the fitted settings alone (no record)."""
        if _is_auto(self.n_estimators) and _is_auto(self.max_depth):
            return
        depth, share = getattr(self, "max_depth_", None), getattr(self, "leaf_share_", None)
        if depth is None or not share:
            return
        per_leaf = per_tree / 2.0 ** int(depth)
        sd = math.sqrt(2.0) / (float(share) * float(self.epsilon))
        floor = max(1, math.ceil(math.log2(max(len(self.classes_), 2))))
        if per_leaf >= sd or (len(self.trees_) == 1 and int(depth) <= floor):
            # (one tree at the class floor: no fewer trees or levels to advise)
            return
        from .base import once_a_minute

        if not once_a_minute("settings", type(self), LeafNoiseWarning):   # a search over these settings
            return
        set_ = " and ".join(f"{k}={getattr(self, k)!r}" for k in ("n_estimators", "max_depth")
                            if not _is_auto(getattr(self, k)))
        warnings.warn(
            f"with {set_}, a leaf holds about {per_leaf:.2g} records by the noisy size "
            f"(noisy_n_ over {len(self.trees_)} tree(s) of depth {depth}) against noise of "
            f"standard deviation {sd:.2g} in its counts, so its class is mostly noise.  A DP "
            f"forest splits its records (or its epsilon) among trees and leaves: leave "
            f"n_estimators and max_depth at 'auto' (set from epsilon and the noisy size), or "
            f"give fewer trees / less depth.", LeafNoiseWarning, stacklevel=user_stacklevel())

    # ------------------------------------------------------------------ fit
    def _fit_private(self, data, schema, epsilon, rng):
        if not _is_auto(self.max_depth) and self.regime != "random":
            # before any query is charged: all of it is public
            T = 1 if _is_auto(self.n_estimators) else int(self.n_estimators)
            self._warn_wide_for_depth(schema, int(self.max_depth), T)
        if self.n_samples is not None:
            n_hat, eps_n = float(self.n_samples), 0.0
        elif self._needs_size():
            eps_n = self.size_share * epsilon
            # the only data-dependent input of the rules: charged on all records
            n_hat = data.noisy_total(eps_n, "dataset size (hyper-parameter rules)")
        else:
            n_hat, eps_n = float("nan"), 0.0
        # (the tree's ε as the adaptive grid may leave it: the smaller depth the rule can ask)
        grid = GRID_SHARE * epsilon if self.numeric_grid == "adaptive" else 0.0
        left_out = self._leave_out_wide_columns(data, schema, n_hat, epsilon - eps_n - grid)
        full = schema
        if left_out:
            schema = data.schema
        eps_grid = 0.0
        if self.numeric_grid == "adaptive" and self.regime != "random":
            # (random trees split on an 8-bin public grid: finer cuts would buy them nothing)
            schema, eps_grid = self._adapt_grid(data, schema, n_hat, epsilon)
        eps_tree = epsilon - eps_n - eps_grid

        T = 1 if _is_auto(self.n_estimators) else int(self.n_estimators)
        # with T disjoint partitions each tree sees ~n/T records
        n_tree = n_hat / T
        depth = (auto_depth(n_tree, eps_tree, n_split_candidates(schema), schema.n_classes,
                            max_auto_depth(schema, T)) if _is_auto(self.max_depth)
                 else int(self.max_depth))
        # the depth the rule gives one tree on every record (n_estimators='auto'), for the
        # advice after the fit; public: the noisy size, ε and the schema.  Handed back with the
        # fitted state (set only once the fit succeeded, put back with it when the fit fails)
        one_tree = (auto_depth(n_hat, eps_tree, n_split_candidates(schema), schema.n_classes,
                               max_auto_depth(schema, 1))
                    if T > 1 and not _is_auto(self.n_estimators) and _is_auto(self.max_depth)
                    else None)
        # n̂·ε_tree for the split rule's signal-to-noise gate, where the rule chose the depth
        n_eps = n_tree * eps_tree if _is_auto(self.max_depth) else None
        # (the switch passed only when set: the dev scripts' dry fits wrap this rule's signature)
        split = (auto_categorical_split(schema, depth, self._multiway_levels, n_eps,
                                        **({} if self._joint_keeps_multiway
                                           else {"joint_keeps_multiway": False}))
                 if _is_auto(self.categorical_split) else self.categorical_split)
        if split == "multiway" and _is_auto(self.max_depth):
            # the rule's depth held to the multiway size bounds (public): the leaves, and the
            # deepest split level's histograms as max_auto_depth holds binary trees to them
            depth = min(depth, multiway_depth_cap(schema, T, level_bound=True))
        # mixed growth counts multiway splits in levels, so its leaves keep about the size n/2^d
        share = (auto_leaf_share(n_tree, eps_tree, depth, _branching(schema, split))
                 if _is_auto(self.leaf_share) else float(self.leaf_share))

        # the fitted model reads its inputs by the declared schema (the left-out columns with
        # all their categories); no tree splits on them
        schema_out = _with_features(schema, {f.name: f for f in full.features
                                             if f.name in left_out}) if left_out else schema
        if self._wants_random(schema, n_tree, eps_tree, depth, share):
            return {**self._fit_random(data, schema, n_hat, eps_tree, rng), "schema_": schema_out,
                    "leaf_release_": "counts"}

        samples = tree_samples(T, "partition" if T > 1 else "none", 1.0)
        feats = np.tile(np.arange(schema.n_features), (T, 1))
        schedule, level_scorer, depth, random_below, share = self._levels(
            schema, n_tree, eps_tree, depth, share, split)
        release = self.leaf_release
        if release == "auto":
            release = "counts" if math.isnan(n_tree) else auto_leaf_release(n_tree, eps_tree)
        # a measured hook, off by default (docs/default_forest.md, "Label leaves": a class prior
        # for the label draws): the root's noisy class histogram as log-weights of every label
        # draw, paid from the tree's ε; one tree only (partitions would each need their own)
        margin, eps_grow = None, eps_tree
        if release == "label" and self._label_prior_share > 0 and T == 1:
            eps_p = self._label_prior_share * eps_tree
            root = data.open_root(samples, feats)
            c = data.class_counts(root, np.array([eps_p]), what="class prior (label draws)")[0]
            # plus one noise scale: a class read as empty keeps a finite log-weight
            p = np.maximum(c, 0.0) + 1.0 / eps_p
            margin = self._label_prior_strength * np.log(p / p.max())
            eps_grow = eps_tree - eps_p
        plan = GrowthPlan(depth, self._scorer(), schedule,
                          None, None, split, level_scorer=level_scorer,
                          multiway_levels=split == "mixed", multiway_slack=self._multiway_slack,
                          multiway_first_half=(self._multiway_first_half and split == "mixed"
                                               and first_half_fits(schema, depth, T)),
                          multiway_first_half_scored=self._multiway_first_half_scored,
                          subtree_children_full_levels=self._subtree_children_full_levels,
                          multiway_per_level=self._multiway_per_level and split == "multiway",
                          multiway_null_n=(n_tree * self._multiway_null_scale ** 2
                                           if ((self._multiway_null_penalty and split == "multiway")
                                               or (self._mixed_null_penalty and split == "mixed"))
                                           and math.isfinite(n_tree) else None),
                          multiway_max_branches_n=(n_tree / self._multiway_branch_cap
                                                   if self._multiway_branch_cap
                                                   and split == "mixed" and math.isfinite(n_tree)
                                                   else None),
                          skip_empty_splits=self._skip_empty_splits, random_below=random_below,
                          leaf_labels=release == "label",
                          stop_bonus=self._stop_bonus if release == "counts" else 0.0,
                          constant_bonus=self._constant_bonus, class_margin=margin,
                          feature_mass_cap=self._feature_mass_cap,
                          joint_labels=(release == "label" and self._joint_labels
                                        and random_below is None
                                        and joint_labels_apply(
                                            schema, split, self._joint_mixed,
                                            depth if self.leaf_release == "label" else None,
                                            wide_multiway=self._joint_wide_multiway)))
        bar = progress_bar(depth + 1, "DPForest levels", self.progress)
        trees = grow_trees(data, samples, feats, np.full(T, eps_grow), plan, rng, lambda d: bar.update())
        bar.close()
        if release == "label":
            label_leaf_counts(trees)
        return {"trees_": trees, "tree_weights_": np.ones(T), "noisy_n_": n_hat,
                "leaf_release_": release,
                "max_depth_": depth, "n_estimators_": T, "leaf_share_": share,
                "categorical_split_": split, "regime_": "greedy", "schema_": schema_out,
                **({} if one_tree is None else {"_one_tree_depth": one_tree})}

    def _user_schema(self) -> Schema:
        """The schema as the user declared it (a :class:`Schema` or its dict form)."""
        return self._in_fit_order(self.schema if isinstance(self.schema, Schema)
                                  else Schema.from_dict(self.schema))

    def _adapt_grid(self, data, coarse, n_hat, epsilon):
        """Data-adaptive numeric grids: a charged histogram of each eligible feature over its
        public grid's intervals (pooled into at most ``GRID_HIST_BINS`` runs), then
        ``GRID_EXTRA`` cuts per feature from the public fine grid, shared among the intervals by
        their noisy counts (:func:`allocate_cuts`); intervals read as empty lose their public
        cuts, populated ones keep their bounds.  The histogram also counts the octaves of the
        multi-scale ladder continued ``GRID_OCTAVES`` octaves below the public grid's point
        closest to 0 (:func:`octave_ladder`), so records far below the declared range's scale
        are found too; octaves read as empty add nothing.  Spent only where the histograms can
        be read: n̂·ε_grid / (public intervals × features) ≥ ``GRID_MIN_SNR`` (the average
        interval's count against its noise scale); else the public grid, for free.  Returns
        the schema the door now encodes with and the ε spent."""
        eligible = {f.name for f in self._user_schema().features if on_default_grid(f)}
        idx = [j for j, f in enumerate(coarse.features) if f.name in eligible]
        if self._adapt_only_refinable and idx:
            # a histogram spends ε only where the public fine grid offers a cut the public grid
            # lacks: a whole-number column whose grid already has every whole number (a 1-10
            # score, a 0-5 count) has nothing to gain (a function of the schema alone)
            idx = [j for j in idx if not complete_whole_number_grid(coarse.features[j], coarse.n_bins)]
        if not idx or not math.isfinite(n_hat):
            return coarse, 0.0
        public_e = {j: coarse.features[j].edges(coarse.n_bins) for j in idx}
        # the public grid with its ladder continued below the point closest to 0, and that ladder
        # (every grid below is read as the feature encodes it: a whole-number column's points
        # closer than one unit fall on one half-integer cut); each a function of the feature's
        # public grid, computed once per distinct grid (a wide schema repeats one thousands of
        # times)
        done: dict = {}
        deep_e = {j: _once_per_grid(done, f, lambda: effective_cuts(
            f, octave_ladder(public_e[j], f.lower, f.upper, GRID_OCTAVES), coarse.n_bins))
            for j in idx for f in (coarse.features[j],)}
        done = {}
        ladder = {j: _once_per_grid(done, coarse.features[j],
                                    lambda: np.setdiff1d(deep_e[j], public_e[j])) for j in idx}
        eps_grid = GRID_SHARE * float(epsilon)
        # the most runs whose average count is GRID_MIN_SNR noise scales (F/ε_grid) or more
        afford = math.floor(n_hat * eps_grid / (len(idx) * GRID_MIN_SNR)) if n_hat > 0 else 0
        n_runs = min(GRID_HIST_BINS, afford)
        # the histogram's intervals: at most n_runs runs of consecutive public intervals, and
        # the continued ladder's octaves as intervals of their own (they take no public run)
        done = {}
        hist_e = {j: _once_per_grid(done, f, lambda: effective_cuts(
            f, np.union1d(_runs(public_e[j], max(n_runs, 1)), ladder[j]), coarse.n_bins))
            for j in idx for f in (coarse.features[j],)}
        # the gate reads the public grid's intervals (the continued ladder is mostly empty)
        bins = max(len(public_e[j]) + 1 for j in idx)
        if n_runs < min(GRID_MIN_RUNS, bins):
            return coarse, 0.0
        # the door encodes the records again on the public fine grid, releases the histograms,
        # and maps its fine codes down to the cuts they pick
        names = {coarse.features[j].name: j for j in idx}
        base = with_cuts(coarse, lambda f: _or_none(deep_e.get(names.get(f.name))))
        fine = adaptive_fine_schema(base, names, GRID_RESOLUTION)
        fine_e = {j: fine.features[j].edges(fine.n_bins) for j in idx}
        data.reencode(fine, idx)
        # each histogram's groups: the fine codes of each of its intervals
        runs = coarse_code_maps(fine, with_cuts(coarse, lambda f: _or_none(hist_e.get(names.get(f.name)))))
        counts = data.noisy_code_counts(idx, {j: runs[j] for j in idx}, eps_grid)
        scale = len(idx) / eps_grid          # each count's noise scale (ε_grid/F per feature)
        new_cuts = {}
        for j, c in zip(idx, counts):
            c = c[1:] if fine.features[j].allow_missing else c
            # an octave of the continued ladder counts only where its noisy count clears
            # scale·ln(L) for the feature's L ladder points, which the largest of L empty
            # counts' noise passes with probability about 1/2 at most: empty octaves draw
            # neither extra cuts nor thresholds of their own
            lad = np.isin(hist_e[j], ladder[j])                     # the ladder's bounds
            strong = c > scale * math.log(max(int(lad.sum()), 2))
            in_ladder = np.r_[lad, False] | np.r_[False, lad]       # a bin bounded by a ladder point
            cuts = allocate_cuts(hist_e[j], fine_e[j], np.where(in_ladder & ~strong, 0.0, c), GRID_EXTRA)
            if GRID_REPLACE:
                # only the populated runs keep cuts: their bounds and their share of the
                # extra cuts (a public cut in an empty region splits nothing off)
                full = c > 0
                keep = np.where(lad, strong[:-1] | strong[1:], full[:-1] | full[1:])
                cuts = np.union1d(np.setdiff1d(cuts, hist_e[j]), hist_e[j][keep])
            else:
                cuts = np.union1d(public_e[j], cuts)
            new_cuts[coarse.features[j].name] = _or_none(cuts)
        new = with_cuts(coarse, lambda f: new_cuts.get(f.name))
        maps = coarse_code_maps(fine, new)
        data.recode({j: maps[j] for j in idx}, new)
        return new, eps_grid

    #: where leaves release counts, max-count nodes below the root also draw "no split", scored
    #: as their largest class count plus this many ln(M)/ε (docs/default_forest.md, "A stop
    #: candidate at the max-count levels"); 0: never
    _stop_bonus = STOP_BONUS
    _feature_mass_cap = FEATURE_MASS_CAP
    #: margin of each constant labelling in a label tree's joint draw, in units of ln(N/C)/ε
    #: (N: the node's labellings that name two classes, C: its constant ones); 0: none
    _constant_bonus = 0.0
    #: label trees: share of the tree's ε for a root class histogram whose log-weights
    #: (strength × ln p̂/max p̂) lean every label draw toward the common classes; 0: none
    _label_prior_share = 0.0
    _label_prior_strength = 1.0
    #: count a k-way split as ⌈log2 k⌉ of the tree's levels (docs/default_forest.md, "Categorical splits")
    _multiway_levels = True
    #: offer only splits that divide the node's reachable codes (docs/default_forest.md,
    #: "Splits that cannot divide a node")
    _skip_empty_splits = True
    #: adapt only the grids the public fine grid can refine (docs/default_forest.md,
    #: "Adaptive grids"); False spends the histogram on every eligible feature
    _adapt_only_refinable = True
    # levels below the rule's greedy depth that split at random, for free (a measured
    # alternative, docs/default_forest.md "Greedy top, random levels below"; 0 in the default)
    _random_levels = 0
    # dev: where greedy_is_reliable says the root split cannot beat the selection noise, draw
    # every split at random for free and spend the whole tree budget on the leaves
    _free_when_unreliable = False
    #: levels a multiway split may overrun its path's remaining ones by (leaves 2^-slack smaller)
    _multiway_slack = MULTIWAY_SLACK
    _multiway_first_half = MULTIWAY_FIRST_HALF
    _multiway_first_half_scored = MULTIWAY_FIRST_HALF_SCORED
    # ... while the finished-subtree look-ahead fits a child's multiway split by all its levels
    _subtree_children_full_levels = MULTIWAY_FIRST_HALF_SCORED
    # dev: plain multiway growth scores a k-way candidate by its gain per level (a measured
    # candidate, docs/default_forest.md "Wide codes at a shallow root")
    _multiway_per_level = False
    #: plain multiway growth lowers a k-way candidate's count by what its leaves would earn on
    #: classes unrelated to the features (docs/default_forest.md, "Wide codes at a shallow root")
    _multiway_null_penalty = MULTIWAY_NULL_PENALTY
    # dev: the offset times this (it grows with √n, so the planned size is scaled by its square;
    # measured at 0.5 and 2 around the derived 1: docs/default_forest.md, same section)
    _multiway_null_scale = 1.0
    # ... and in mixed growth (a measured alternative): PrivateData._null_offset_mixed
    _mixed_null_penalty = False
    #: mixed growth offers a k-way split only where k ≤ (its node's planned records) / this:
    #: with more branches than records most are empty and the split is pure by construction
    #: (docs/default_forest.md, "More branches than records"); 0 turns it off, 2 was measured
    _multiway_branch_cap = MULTIWAY_BRANCH_CAP
    # below the label-leaf gate a plain multiway tree whose last splits and labels are drawn
    # together stays plain multiway past the signal-to-noise gate (auto_categorical_split);
    # False: the gate holds there too (a measured alternative)
    _joint_keeps_multiway = True
    #: score the level above the last split level by its finished subtree's count (level_utility)
    _finished_subtree = True
    #: ... in mixed growth too (k-way candidates there use the level their children would split in)
    _finished_subtree_mixed = True

    def _scorer(self):
        return get_scorer("gini" if self.criterion in ("gini-max", "gini-topm") else self.criterion)

    def _level_scorer(self, n_classes: int, split: str = "binary"):
        """The utility per split level for ``'gini-topm'`` / ``'gini-max'`` (:func:`level_utility`)."""
        if self.criterion not in ("gini-max", "gini-topm"):
            return None
        look_ahead = self.criterion == "gini-topm"
        subtree = self._finished_subtree and (split != "mixed" or self._finished_subtree_mixed)
        cache = {}

        def pick(depth, max_depth):
            name = level_utility(max_depth - 1 - depth, n_classes, look_ahead, subtree)
            return cache.setdefault(name, get_scorer(name))
        return pick

    def _wants_random(self, schema, n_tree, eps_tree, depth, share) -> bool:
        """The regime (public inputs only): random trees when asked for, or with ``'auto'`` when
        the root split could not beat the selection noise (:func:`greedy_is_reliable`)."""
        if not _is_auto(self.n_estimators) or self.regime == "greedy":
            return False
        return self.regime == "random" or self._root_unreliable(schema, n_tree, eps_tree, depth, share)

    def _root_unreliable(self, schema, n_tree, eps_tree, depth, share) -> bool:
        """With the rule's depth, not even a perfect root split could beat its selection noise
        (:func:`greedy_is_reliable`; public inputs only)."""
        root = GeometricGrowth(float(self.growth_ratio), share).shares(max(depth, 1))[0]
        return _is_auto(self.max_depth) and not greedy_is_reliable(
            n_tree, eps_tree, n_split_candidates(schema), schema.n_classes, root, GREEDY_MARGIN)

    def _levels(self, schema, n_tree, eps_tree, depth, share, split):
        """(schedule, level utility, depth, first random level or None, leaf share) of the greedy
        tree.  The default grows ``depth`` charged levels.  Two measured alternatives, off by
        default, add levels split at random for free (:attr:`GrowthPlan.random_below`):
        ``_random_levels`` more below the greedy ones, or, with ``_free_when_unreliable`` where
        :meth:`_root_unreliable`, every level, the whole tree budget then going to the leaves."""
        schedule = GeometricGrowth(float(self.growth_ratio), share)
        level_scorer = self._level_scorer(schema.n_classes, split)
        if self._free_when_unreliable and self._root_unreliable(schema, n_tree, eps_tree, depth, share):
            return GreedyTop(schedule, 0), level_scorer, depth, 0, 1.0
        k = int(self._random_levels)
        if not k:
            return schedule, level_scorer, depth, None, share
        if _is_auto(self.leaf_share):     # the leaves sit k levels deeper
            share = auto_leaf_share(n_tree, eps_tree, depth + k, _branching(schema, split))
        greedy = depth
        return (GreedyTop(GeometricGrowth(float(self.growth_ratio), share), greedy),
                lambda h, D: level_scorer(min(h, greedy - 1), greedy), greedy + k, greedy, share)

    def _fit_random(self, data, schema, n_hat, eps_trees, rng):
        """``regime='random'`` (or 'auto' at small n̂·ε): an SNR forest (Fletcher & Islam 2015) of data-independent random trees on
        a coarse public grid (``RANDOM_BINS`` bins per numeric feature), routed on the door's
        finer codes through public code maps; n̂ is reused (post-processing)."""
        coarse = rebinned_schema(self._user_schema(),
                                 RANDOM_BINS)
        maps = coarse_code_maps(schema, coarse)
        out = grow_snr_forest(data, coarse.n_codes(), schema.n_classes, max(n_hat, 1.0), eps_trees, rng,
                              progress=self.progress, code_maps=maps, report_uncapped=False)
        out.pop("tau_uncapped_", None)       # the SNR estimator's notice, not this forest's
        out.update(noisy_n_=n_hat, max_depth_=int(max(t.max_depth for t in out["trees_"])),
                   regime_="random", tree_weights_=np.ones(len(out["trees_"])),
                   leaf_share_=1.0, categorical_split_="multiway")
        return out

    def _proba(self, X) -> np.ndarray:
        if getattr(self, "regime_", "greedy") == "random":
            return SNRForestClassifier._proba(self, X)
        return super()._proba(X)

    _node_tables = SNRForestClassifier._node_tables
    _tree_confidence = SNRForestClassifier._tree_confidence
    _block_proba = SNRForestClassifier._block_proba

    def _uses_leaf_vote(self) -> bool:
        return getattr(self, "regime_", "greedy") != "random"

    def _proba_is_vote_share(self) -> bool:
        # its _proba is the base one except in the random regime
        return self._uses_leaf_vote()
