"""Looking inside a fitted forest: its trees as text, and impurity-based feature importances.

Everything here reads only what a fit released -- the chosen splits, which are public once
released, and the leaves' noisy class counts -- and the public schema.  It is post-processing:
it costs no privacy budget and is exactly as private as the model (``ledger_`` unchanged).

* :func:`export_text` prints a tree the way :func:`sklearn.tree.export_text` does, with split
  conditions in the schema's own terms (numeric thresholds from the public grid, category sets)
  and each leaf's class and released counts; :func:`plot_tree` draws the same tree.
* :func:`impurity_importances` is the mean decrease in Gini impurity per feature (Breiman's
  MDI, as scikit-learn's ``feature_importances_``), computed on *noisy* counts: an internal
  node's counts are the sum of its leaves' released counts (clipped at 0), since internal nodes
  of the default forest release none, less what the noise alone adds to each decrease.  Small
  importances remain unreliable; the ranking of the large ones is what to read.
* :func:`plot_importances` draws them as a bar chart.
* :func:`additive_terms` / :func:`plot_additive_terms`: the per-feature shape functions of a
  depth-1 :class:`~dpforest.DPBoostingClassifier`, whose raw scores are their sum.
"""

from __future__ import annotations

import math
import numbers
import re
import textwrap
import warnings
import weakref
from statistics import NormalDist

import numpy as np

from sklearn.utils.validation import check_is_fitted

from ._stack import user_stacklevel
from .schema import Ordinal, Schema, reads_declared_values
from .tree.model import FlatTree, parents
from .tree.random_trees import subtree_max, subtree_sums
from .tree.scorers import GiniScorer

__all__ = ["export_text", "impurity_importances", "plot_importances", "plot_tree", "subtree_counts",
           "additive_terms",
           "plot_additive_terms", "public_grid", "public_grids", "decision_paths", "leaf_drift"]

_GINI = GiniScorer()



def _epsilon_phrase(model) -> str:
    """", ε = 1" for a chart's title: the model's guarantee.  A model fitted on at most a
    public number of rows a person (``person_bound_``) states its ε per person, with the
    ledger's per-row figure beside it: that figure alone, in a chart pasted into a report,
    understated a person's loss by the rows kept a person."""
    ledger = getattr(model, "ledger_", None)
    eps = getattr(ledger, "epsilon", None)
    if eps is None:
        return ""
    if not getattr(ledger, "per_kept_row", False):
        return f", ε = {eps:g}"
    person = getattr(ledger, "person_epsilon", None)
    if isinstance(person, (int, float)):
        return f", ε = {person:g} per person ({eps:g} per kept row)"
    return f", ε = {eps:g} per kept row"


def _unwrap(model, X=None, what: str = "this helper"):
    """``(model, X)``, or for a scikit-learn Pipeline its final step and ``X`` passed through the
    steps before it (as its ``predict`` passes it): every helper here reads the dpforest
    estimator's released trees.  A per-group set (:class:`~dpforest.GroupModels`) is refused
    with what to inspect instead (``what``: the helper, as the message names it)."""
    from sklearn.pipeline import Pipeline

    from .per_group import GroupModels

    if isinstance(model, Pipeline) and model.steps:
        if X is not None and len(model.steps) > 1:
            # (a pipeline of the model alone has no steps to run: its slice is no transformer)
            X = model[:-1].transform(X)
        model = model.steps[-1][1]
    if isinstance(model, GroupModels):
        # the keys are declared categories (public)
        one = f"models[{next(iter(model))!r}]" if len(model) else "models[category]"
        rest = ", X" if X is not None else (", feature" if what == "public_grid" else "")
        raise TypeError(
            f"{what} reads one model's trees, and a per-group set (GroupModels) holds one "
            f"model per group: inspect one group's model, {what}({one}{rest}) (each "
            f"group's in turn: for category, m in models.items())")
    return model, X


#: the most decimals a threshold is written with (a float holds about 17 significant digits)
MAX_DECIMALS = 17


def _check_decimals(decimals) -> int:
    if isinstance(decimals, bool) or not isinstance(decimals, numbers.Integral) \
            or not 0 <= decimals <= MAX_DECIMALS:
        raise ValueError(f"decimals must be a whole number from 0 to {MAX_DECIMALS}, got "
                         f"{decimals!r}")
    return int(decimals)


def _check_tree(tree, n_trees: int) -> int:
    if isinstance(tree, bool) or not isinstance(tree, numbers.Integral) or not 0 <= tree < n_trees:
        raise ValueError(f"tree must be in [0, {n_trees}) (a whole number: an index of "
                         f"model.trees_), got {tree!r}")
    return int(tree)


def _check_ax(ax) -> None:
    if ax is not None and not (hasattr(ax, "figure") and hasattr(ax, "text")):
        raise TypeError(f"ax must be a matplotlib Axes (or None for a new figure), got "
                        f"{type(ax).__name__}")


def _fitted(model):
    if not hasattr(model, "fit") or \
            not any(k.__module__.startswith("dpforest.") for k in type(model).__mro__):
        # scikit-learn's "not fitted yet" would be untrue of a fitted model of another library
        raise TypeError(f"this helper reads a dpforest model's released trees; got a "
                        f"{type(model).__name__}, which is not a dpforest model")
    check_is_fitted(model, ("trees_", "schema_"))
    return list(model.trees_), model.schema_


def public_grid(model, feature: str) -> np.ndarray:
    """One value per interval of a feature's public grid in the fitted model (the midpoint of
    each interval between its bounds and the grid's cuts), or its declared categories: a grid
    for scikit-learn's partial dependence, ``partial_dependence(model, X, [name],
    custom_values={name: public_grid(model, name)})``.  For ``PartialDependenceDisplay`` use
    :func:`public_grids`: the display looks its grids up by column position, so a dict keyed by
    name alone is ignored there without a word and the records' percentiles drawn instead.

    scikit-learn's own grid is made of percentiles (or, below 100 distinct values, every
    distinct value) of the records passed -- an exact function of them, outside ε -- and its
    percentiles of a numeric column holding missing values are NaN (an empty panel); this one
    reads only the released model's public schema, and every value on it is one the trees can
    tell apart from its neighbours.  Only the grid: the curve is an average of the model's
    predictions over the records passed, and scikit-learn's display draws its decile tick marks
    from them even with a custom grid (``for lc in display.deciles_vlines_.ravel(): lc.remove()``
    takes them off a plot), so run it on records you may publish.

    Parameters
    ----------
    model : fitted dpforest estimator
        Or a fitted scikit-learn Pipeline ending in one.
    feature : str
        A feature name of ``model.schema_``.

    Returns
    -------
    ndarray
        Numeric features: float64, ascending (whole numbers for a feature declared
        ``integer=True``: the one nearest each interval's midpoint); categorical ones: the
        categories (object); ordinal ones: the levels (object), lowest first.  For a
        categorical or ordinal feature tell scikit-learn so (``categorical_features=[name]``);
        its display then draws the bars in sorted order, while ``partial_dependence`` keeps
        the grid's (an ordinal's levels in their order).

    Notes
    -----
    scikit-learn refuses partial dependence on a column of an integer dtype (``int64``, pandas'
    nullable ``Int64``): pass the frame with that column as float,
    ``X.astype({name: float})``.
    """
    model = _unwrap(model, what="public_grid")[0]
    _, schema = _fitted(model)
    if feature not in schema.feature_names:
        raise ValueError(f"{feature!r} is not a feature of the model "
                         f"({schema.feature_names[:10]}{' ...' if schema.n_features > 10 else ''})")
    f = schema.features[schema.feature_names.index(feature)]
    if reads_declared_values(f):
        out = np.empty(len(f.categories), dtype=object)
        out[:] = list(f.categories)
        return out
    points = np.concatenate([[float(f.lower)], np.asarray(f.edges(schema.n_bins), dtype=float),
                             [float(f.upper)]])
    with np.errstate(over="ignore"):
        mid = points[:-1] / 2 + points[1:] / 2        # (halves first: bounds near float max)
    if not getattr(f, "integer", False):
        return mid
    # a whole-number column (cuts at half-integers): one whole number per interval, the one
    # nearest its midpoint, so no point is a value nobody can have (a household of 1.25)
    first, last = np.ceil(points[:-1]), np.floor(points[1:])
    whole = np.clip(np.floor(mid + 0.5), first, last)
    return np.unique(whole[first <= last])


def public_grids(model, X, features) -> dict:
    """``custom_values`` for scikit-learn's partial dependence on public grids: each feature's
    :func:`public_grid`, keyed both by its name and by its position in ``X``.

    ``PartialDependenceDisplay.from_estimator(model, X, features,
    custom_values=public_grids(model, X, features))``.  scikit-learn's display turns feature
    names into column positions before it looks a grid up, and ignores a grid keyed by name
    alone without a word, falling back to percentiles of the records passed (or, for a
    categorical feature, the categories present in them): an exact function of the records,
    outside ε.  ``partial_dependence`` looks grids up by name.  Keyed both ways, one dict serves
    both, in the versions that look either way up.

    Parameters
    ----------
    model : fitted dpforest estimator
        Or a fitted scikit-learn Pipeline ending in one (``X`` is then what the Pipeline is
        given, as scikit-learn's display is given it, and ``features`` name its columns).
    X : DataFrame or array
        The records the curves will be averaged over, as they are passed to scikit-learn
        (their column names are read, for the positions of ``features``; an array's columns
        are the schema's, in order).  Behind a Pipeline's steps, X's first row is read too: it
        fills the other columns of a probe that runs each grid through the steps, and a
        warning says where the steps change the feature or cannot take the probe (so that
        warning can follow that row's values; scikit-learn's display reads all of X anyway,
        outside the guarantee).
    features : str or list of str
        Feature names of ``model.schema_``.

    Returns
    -------
    dict
        ``{name: grid, position: grid}`` for each feature.
    """
    # positions in X as given (the display's), not as a Pipeline's steps would pass it on:
    # X's records are not run through the steps (only its first row, for the probe below)
    from sklearn.pipeline import Pipeline

    front = model[:-1] if isinstance(model, Pipeline) and len(model.steps) > 1 else None
    est = _unwrap(model, what="public_grids")[0]
    if not isinstance(features, str) and not (isinstance(features, (list, tuple))
                                              and all(isinstance(f, str) for f in features)):
        raise TypeError(f"features must be a feature name or a list of them, got "
                        f"{type(features).__name__}")
    names = [features] if isinstance(features, str) else list(features)
    columns = getattr(X, "columns", None)
    order = ([str(c) for c in columns] if columns is not None
             else list(_fitted(est)[1].feature_names))
    out = {}
    for name in names:
        grid = public_grid(est, name)
        if name not in order:
            raise ValueError(f"{name!r} is not a column of X (the model's features are matched "
                             f"to X's columns by name)")
        out[name] = grid
        out[order.index(name)] = grid
        if front is not None and columns is not None:
            _warn_if_transformed(front, X, name, grid)
    return out


def _warn_if_transformed(front, X, name: str, grid) -> None:
    """Warn where a Pipeline's steps before the forest change column ``name``: the grid is in
    the forest's units, and scikit-learn's display varies X's own column over it (a log
    transform in front put raw incomes on 0-4.6).  Probed on the grid itself, set into X's
    first row repeated (X is the caller's own data, read here for its layout only; nothing of
    it is shown)."""
    from .exceptions import InputWarning

    try:
        # (inside: an X of no rows has no first row to repeat, and cannot be checked either)
        probe = X.iloc[[0] * len(grid)].reset_index(drop=True)
        probe[name] = list(grid)
        moved = front.transform(probe)
        seen = np.asarray(moved[name]) if name in getattr(moved, "columns", ()) else None
        same = seen is not None and (
            np.array_equal(seen.astype(object), grid.astype(object)) or (
                np.issubdtype(grid.dtype, np.number) and np.allclose(seen.astype(float), grid)))
    except Exception:               # the steps cannot take the probe: say so as well
        same = False
    if not same:
        warnings.warn(
            f"column {name!r}: the Pipeline's steps before the forest change it (or could not "
            f"be checked), and this grid is in the forest's units, not X's; scikit-learn's "
            f"partial dependence varies X's own column over it.  Map the grid back through the "
            f"step's inverse (np.expm1 for a log1p, say) before passing it, or inspect the "
            f"forest on the transformed records", InputWarning, stacklevel=3)


#: most boxes side by side that :func:`plot_tree`'s ``max_depth='auto'`` draws: at about 2
#: inches a column, the widest figure it makes (:data:`MAX_TREE_FIGURE_WIDTH`) holds this many
#: at 6-point text or more
READABLE_COLUMNS = 36


def _columns_drawn(tree: FlatTree, n_codes: np.ndarray, max_depth: int) -> int:
    """How many boxes :func:`plot_tree` puts side by side drawing ``max_depth`` levels: the
    leaves above that depth and the subtrees cut at it."""
    frontier, count = [0], 0
    for _ in range(max_depth):
        nxt = []
        for node in frontier:
            if int(tree.feature[node]) < 0:
                count += 1
            else:
                nxt.extend(int(c) for c in _children(tree, node, n_codes))
        frontier = nxt
    return count + len(frontier)


def _children(tree: FlatTree, node: int, n_codes: np.ndarray) -> np.ndarray:
    """The children of an internal node that some code of its feature reaches."""
    f = int(tree.feature[node])
    return int(tree.child_start[node]) + np.unique(tree.node_route(node)[:int(n_codes[f])]).astype(np.int64)


def _reached_children(tree: FlatTree, n_codes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Every internal node's children that some code of its feature reaches, as CSR arrays
    (``indptr``, ``kids``): node i's are ``kids[indptr[i]:indptr[i + 1]]`` (what
    :func:`_children` gives one node at a time).  Route rows are shared between nodes, so each
    distinct (row, number of codes) pair is read once."""
    n = tree.n_nodes
    internal = np.flatnonzero(tree.feature >= 0)
    indptr = np.zeros(n + 1, dtype=np.int64)
    if not len(internal):
        return indptr, np.zeros(0, dtype=np.int64)
    pairs, inv = np.unique(np.stack([tree.route_of[internal].astype(np.int64),
                                     n_codes[tree.feature[internal]].astype(np.int64)], 1),
                           axis=0, return_inverse=True)
    inv = inv.ravel()
    slots = [np.unique(tree.route_rows[r][:w]).astype(np.int64) for r, w in pairs]
    lens = np.array([len(x) for x in slots], dtype=np.int64)
    flat = np.concatenate(slots)
    starts = np.concatenate([[0], np.cumsum(lens)[:-1]])
    per_node = lens[inv]
    total = int(per_node.sum())
    # position j of node i's run reads flat[starts[pair(i)] + j]
    run_start = np.repeat(np.cumsum(per_node) - per_node, per_node)
    offset = np.arange(total, dtype=np.int64) - run_start
    kids = (np.repeat(tree.child_start[internal].astype(np.int64), per_node)
            + flat[np.repeat(starts[inv], per_node) + offset])
    indptr[internal + 1] = per_node
    return np.cumsum(indptr), kids


def _reachable(tree: FlatTree, schema: Schema, children=None) -> np.ndarray:
    """Nodes some code routes to from the root (a fit may keep slots below a node that became a
    leaf, or a child that no code reaches; neither describes any record).  ``children``:
    :func:`_reached_children`'s arrays, if the caller has them."""
    indptr, kids = children if children is not None else _reached_children(tree, schema.n_codes())
    seen = np.zeros(tree.n_nodes, dtype=bool)
    if not tree.n_nodes:
        return seen
    seen[0] = True
    parent = np.repeat(np.arange(tree.n_nodes), np.diff(indptr))
    # a child is one level below its parent: one pass per depth, the root's level first
    pdepth = np.asarray(tree.depth)[parent]
    for d in np.unique(pdepth):
        at = pdepth == d
        seen[kids[at & seen[parent]]] = True
    return seen


def subtree_counts(tree: FlatTree, schema: Schema, reach=None, par=None) -> np.ndarray:
    """(n_nodes, n_classes) class counts per node: a reachable leaf's released counts clipped
    at 0, an internal node's the sum of its leaves' (post-processing; nodes no record reaches
    count 0).  ``reach``: :func:`_reachable`'s mask, and ``par``: the tree's parents array
    (:func:`parents`), if the caller has them (computed here otherwise)."""
    if not isinstance(tree, FlatTree):
        raise TypeError(f"subtree_counts reads one released tree (an item of model.trees_), got "
                        f"{type(tree).__name__}")
    leaves = (tree.is_leaf & (_reachable(tree, schema) if reach is None else reach))[:, None]
    return subtree_sums(tree, parents(tree) if par is None else par,
                        np.where(leaves, tree.clipped_counts(), 0.0))


#: family-wise level (over one tree's splits) at which a split's decrease of n·Gini must stand
#: out of what the leaves' noise and chance give a split unrelated to the class to count in
#: :func:`impurity_importances`
IMPORTANCE_ALPHA = 0.05

#: how many standard deviations above a record-less subtree's clipped noise a subtree's noisy
#: total must be for :func:`_tree_importances` to count it as holding records
EMPTY_SDS = 2.0


def _leaf_noise(tree: FlatTree, schema: Schema, reach=None) -> np.ndarray:
    """Per node, the discrete Laplace scale b = 1/ε of its released counts (a reachable leaf
    with an ε of its own), else 0 (public: the released structure and budget schedule)."""
    own = tree.counts_epsilon()
    leaf = tree.is_leaf & (_reachable(tree, schema) if reach is None else reach) & (own > 0)
    return np.where(leaf, 1.0 / np.where(own > 0, own, 1.0), 0.0)


def _holds_records(tree: FlatTree, schema: Schema, counts: np.ndarray, noisy: bool,
                   reach=None, par=None) -> np.ndarray:
    """Per node: is its subtree's noisy total above what its leaves' noise gives with no
    record at all?  A leaf's counts are discrete Laplace noise of scale b = 1/ε (its own ε)
    clipped at 0 where it holds no record: per class mean about b/2 and variance about 3b²/4,
    so a subtree of empty leaves totals C·Σb/2 ± √(C·Σ 3b²/4).  A subtree counts as holding
    records above that mean plus :data:`EMPTY_SDS` sds (public: its structure and budget)."""
    total = counts.sum(1)
    if not noisy:
        return total > 0
    b = _leaf_noise(tree, schema, reach)
    C = counts.shape[1]
    par = parents(tree) if par is None else par
    mean0 = subtree_sums(tree, par, (C * b / 2)[:, None])[:, 0]
    var0 = subtree_sums(tree, par, (C * 0.75 * b ** 2)[:, None])[:, 0]
    return total > mean0 + EMPTY_SDS * np.sqrt(var0)


def _tree_importances(tree: FlatTree, schema: Schema, noisy: bool = True,
                      family: int | None = None, raw_leaves: bool = True,
                      heavy_tail: bool = False) -> np.ndarray:
    """One tree's decreases of n·Gini per feature.  Splitting noise always "decreases" it
    (Gini is concave), most where a side holds no record and its clipped noise reads as a pure
    node: with ``noisy`` (the leaves released noisy counts), a child whose subtree is not above
    the noise of an empty one (:func:`_holds_records`) is left out of its parent's decrease,
    and a node that is not above it adds none.  Without the test a uniform noise column with
    wide bounds came out second of nine features on a 14,000-record table.

    With ``noisy`` a split also counts only by what stands out of what noise and chance
    give a split unrelated to the class (``family``: the number of splits the level
    :data:`IMPORTANCE_ALPHA` is over, the forest's; at least this tree's):

    - the subtrees' class counts are the sums of their leaves' raw noisy counts, each sum
      clipped at 0 as a whole (clipping each leaf first lifts a deep subtree's rare class by
      its leaves' clipped noise: a branch of 150 records on labels unrelated to the columns
      read 40 % positive against 12 %);
    - noise: each child's class counts are off by about N(0, σ_k²), so the noise's part of
      the decrease varies by ≈ C·2σ_k⁴/t_k² around its mean; its one-sided Bonferroni
      quantile is taken off (the leaves' noise is drawn after the split is chosen, which
      therefore does not select it);
    - chance: a division of the records independent of the class decreases n·Gini by
      G·χ²_(m−1) for m parts (G the parent's Gini impurity; Pearson's statistic for two
      classes), and a split chosen from the data is the best of its node's M candidates (the
      schema's codes less one per feature; one where the node spent no ε, as random trees'):
      the χ² quantile a null split exceeds with probability α / (family·M) is taken off
      (Wilson-Hilferty).

    ``heavy_tail`` (the default forest's, where it was measured): the noise's spread by a
    sub-gamma bound's largest jump instead of a normal approximation (below).

    ``raw_leaves=False`` (leaves stored clipped at 0, as the SNR forest's): the subtrees sum
    the clipped counts and only the mean noise correction applies, the two terms above
    assuming noise of mean 0.

    On labels drawn independently of eight uniform columns (12 % positives, 800 / 3,000 /
    20,000 records, ε 0.5 / 1 / 4, 30 fits each) the default forest's importances were all 0
    in 92 of 270 fits without these two terms and one column had a share of 1.0 in 54; with
    them 253 and 15.  Adult's, breast cancer's and penguins' leading columns are unchanged
    (benchmarks/dev/importance_chance_probe.py).  With the heavy-tailed noise term (a
    sub-gamma bound's largest jump in place of a normal approximation of the noise's spread):
    all 0 in 90 of 90 such fits at 10 a setting (86 before), and in 8 of 8 on a 1 % class
    unrelated to 100 columns of 60,000 records (2 of 8 had one useless column at 1.0 before);
    no real table's fit all 0 (breast cancer, Adult, penguins at ε 0.5 / 2, 10 fits each)."""
    indptr, kids = children = _reached_children(tree, schema.n_codes())
    reach = _reachable(tree, schema, children)
    par = parents(tree)
    counts = subtree_counts(tree, schema, reach, par)
    held = _holds_records(tree, schema, counts, noisy, reach, par)
    # per node, the noise variance of each of its subtree's class counts (Laplace: 2b² a leaf)
    var = (subtree_sums(tree, par, (2 * _leaf_noise(tree, schema, reach) ** 2)[:, None])[:, 0]
           if noisy else np.zeros(tree.n_nodes))
    if noisy and raw_leaves:
        # the decreases from the leaves' raw noisy counts summed up (unbiased: clipping each
        # leaf at 0 first lifts a deep subtree's rare classes by its leaves' clipped noise, which
        # made a branch of 150 records on labels unrelated to the columns look 40 % positive
        # against 12 %); a sum is clipped at 0 only as a whole
        raw = np.where((tree.is_leaf & reach)[:, None],
                       np.nan_to_num(np.asarray(tree.counts, dtype=float), nan=0.0), 0.0)
        counts = np.maximum(subtree_sums(tree, par, raw), 0.0)
    C = counts.shape[1]
    imp = np.zeros(schema.n_features)
    # every (node, kept child) pair at once: the children some code reaches and that hold more
    # than noise, under reachable internal nodes that do too
    parent = np.repeat(np.arange(tree.n_nodes), np.diff(indptr))
    edge = (~tree.is_leaf & reach & held)[parent] & held[kids]
    P, K = parent[edge], kids[edge]
    if not len(P):
        return imp
    n = tree.n_nodes
    # n·Gini decrease = Σ_k Σ_c n_kc²/n_k − Σ_c n_c²/n (the children's counts n_k summing to the
    # parent's n over the kept children): the split utility's count-weighted Gini
    nk = counts[K].sum(1)
    with np.errstate(invalid="ignore", divide="ignore"):
        term = np.where(nk > 0, (counts[K] ** 2).sum(1) / np.maximum(nk, 1e-300), 0.0)
    sums = np.stack([np.bincount(P, counts[K, c], minlength=n) for c in range(C)], axis=1)
    total = sums.sum(1)
    with np.errstate(invalid="ignore", divide="ignore"):
        own = np.where(total > 0, (sums ** 2).sum(1) / np.maximum(total, 1e-300), 0.0)
        # what noise alone adds to the decrease (the spread of the children's class shares
        # around the parent's), E = C·Σ_k σ_k²·(1/t_k − 1/T) for children of noisy totals t_k
        noise = C * (np.bincount(P, var[K] / nk, minlength=n)
                     - np.bincount(P, var[K], minlength=n) / total)
    gain = np.bincount(P, term, minlength=n) - own - np.nan_to_num(noise)
    nodes = np.unique(P)
    # the spread and chance terms assume counts whose noise adds with mean 0: leaves stored
    # clipped (the SNR forest's) keep the mean correction alone, as before these terms (with
    # them the SNR forest ranked its informative column first in 6 of 18 fits, not 18)
    if noisy and raw_leaves:
        family = max(family or 0, len(nodes))
        if not heavy_tail:
            # and how far it strays from that: each child's class counts off by about
            # N(0, σ_k²), so Σ_c e_kc²/t_k has variance ≈ C·2σ_k⁴/t_k²; a split counts only by
            # what stands out of it at a family-wise level over the tree's splits (one-sided,
            # Bonferroni; the leaves' noise is drawn after the split is chosen, so the choice
            # does not select it)
            with np.errstate(invalid="ignore", divide="ignore"):
                spread = np.nan_to_num(C * np.bincount(P, 2 * var[K] ** 2 / nk ** 2, minlength=n))
            gain -= NormalDist().inv_cdf(1 - IMPORTANCE_ALPHA / family) * np.sqrt(spread)
        else:
            # and how far it strays from that.  A child's class count is off by a sum of its
            # leaves' discrete Laplace noise, sub-gamma with variance factor V_k (the leaves' 2b²
            # summed) and scale c_k (its largest leaf b): |e| > x_k = √(2·V_k·L) + c_k·L with
            # probability at most 2·e^(−L) (Boucheron, Lugosi & Massart 2013, §2.4), L at a
            # family-wise level over the tree's splits, their children and classes (Bonferroni).
            # The noise part of a split's decrease, Σ_k Σ_c e_kc²/t_k, is a sum of such
            # heavy-tailed squares, which exceeds its mean mostly by one large term (a heavy
            # tail's "single big jump"): beyond the mean taken off above, the largest of the
            # (x_k² − V_k)/t_k is taken off.  (Every term at its extreme at once zeroed penguins'
            # importances in 8 of 10 fits at ε = 2.)  The normal approximation above fell far
            # short in the tail: on 200,000 records with 0.8 % positives and 500 columns, fits
            # that found no signal gave one useless column a share of 1.0 in 3 of 4 (a child of
            # 121 records reading 76 positives where about 17 were, 4 noise sds off).
            m_of = np.bincount(P, minlength=n)
            L = np.log(2.0 * C * m_of[P] * family / IMPORTANCE_ALPHA)
            c = subtree_max(tree, par, _leaf_noise(tree, schema, reach))[K]
            x = np.sqrt(2.0 * var[K] * L) + c * L
            with np.errstate(invalid="ignore", divide="ignore"):
                jump = np.where(nk > 0, (x ** 2 - var[K]) / np.maximum(nk, 1e-300), 0.0)
            largest = np.zeros(n)
            np.maximum.at(largest, P, np.nan_to_num(jump))
            gain -= largest
    if noisy and raw_leaves:
        # a division of the records independent of the class decreases n·Gini by G·χ²_(m−1)
        # (G the parent's Gini impurity; Pearson's statistic for two classes), and the split
        # shown is the best of the node's M candidates: take off the χ² quantile a null split
        # exceeds with probability α over the tree's splits × candidates (Wilson-Hilferty);
        # on labels unrelated to eight columns a 94-leaf tree's decreases then add up to
        # nothing, not to shares of 1 over chance
        m = np.bincount(P, minlength=n)
        with np.errstate(invalid="ignore", divide="ignore"):
            gini = np.where(total > 0, 1.0 - own / np.maximum(total, 1e-300), 0.0)
        df = np.maximum(m - 1, 1).astype(float)
        # a node that spent no ε of its own drew its split without reading the data (random
        # trees): one candidate
        cands = max(int(np.maximum(np.asarray(schema.n_codes()) - 1, 1).sum()), 1)
        z = np.where(tree.own_epsilon()[nodes] > 0,
                     NormalDist().inv_cdf(1 - IMPORTANCE_ALPHA / (family * cands)),
                     NormalDist().inv_cdf(1 - IMPORTANCE_ALPHA / family))
        q = np.zeros(n)
        q[nodes] = df[nodes] * np.maximum(1 - 2 / (9 * df[nodes])
                                          + z * np.sqrt(2 / (9 * df[nodes])), 0.0) ** 3
        gain -= q * gini
    imp += np.bincount(tree.feature[nodes].astype(np.int64), np.maximum(gain[nodes], 0.0),
                       minlength=schema.n_features)
    return imp


def _counts_model(model, what: str = "impurity importances"):
    """The trees and schema of a model whose leaves hold class counts (not boosting's scores)."""
    from .forests.boosting import DPBoostingClassifier

    if isinstance(model, DPBoostingClassifier):
        if what != "impurity importances":
            raise TypeError(f"{what} needs leaves that hold class counts; "
                            "DPBoostingClassifier's leaves hold scores")
        raise TypeError("impurity importances need leaves that hold class counts; "
                        "DPBoostingClassifier's leaves hold scores: use additive_terms / "
                        "plot_additive_terms (depth 1), or "
                        "sklearn.inspection.permutation_importance on held-out data (not "
                        "covered by epsilon: exact on the records you pass it)")
    return _fitted(model)


def impurity_importances(model) -> np.ndarray:
    """Mean decrease in Gini impurity per feature, from the model's released counts.

    Each tree's decreases, in records (n·Gini of a node less its children's), are summed with
    the model's tree weights and normalised to sum to one -- scikit-learn's forests'
    ``feature_importances_`` on noisy counts, except that scikit-learn normalises each tree
    first: for shallow random trees that gives one tree's small split on a useless feature the
    same weight as another tree's decisive split (one random split per tree on two features, the
    useless one came out ahead).  Returns an array of
    ``n_features_in_`` values in the schema's feature order.  Where the leaves released only
    their class (``leaf_release_ == 'label'``) the counts are the labels' pseudo-counts, so a
    split counts only as far as its subtrees end in different classes.

    Noise is taken out where the leaves' noise scale is known (each leaf's own ε): a subtree
    whose noisy total is not above what its leaves give with no record is left out, and each
    split's decrease loses what noise alone adds to it in expectation,
    C·Σ_k σ_k²·(1/t_k − 1/T) for children of noisy totals t_k, parent total T and per-class
    noise variance σ_k² (:func:`_tree_importances`).  On a 14,000-record two-class table with a
    uniform noise column on wide bounds, the noise column's share fell from 0.14-0.23 (second
    or third of nine features) to 0.004-0.09 at ε = 0.5-3; a non-private depth-10 tree gives it
    0.11.  Random-tree forests (SNR, Private-RDT) spend nothing on their structure, so each
    leaf's noise scale is its tree's ε; on a 14,000-record table with two useless columns and
    a noise column the SNR forest's shares of those three fell from 0.11-0.13 each (the
    informative ones 0.14-0.17) to 0.01-0.02.  Subtree counts are sums of the leaves' raw
    noisy counts, clipped at 0 only as sums (clipping each leaf first made leaves look purer
    than they are where a leaf's noise scale is near its count, as in Private-RDT's deep
    random trees).
    A split's decrease counts only by what stands out of what the leaves' noise and chance
    (a division of the records unrelated to the class, the best of its node's candidates)
    give it, at a family-wise level of :data:`IMPORTANCE_ALPHA` over the forest's splits
    (:func:`_tree_importances`): scikit-learn's importances of a forest on labels unrelated to
    the columns are a distribution over them all the same; these are then all 0 in most fits.
    On 6,000 records at ε = 1 with two informative columns, a uniform column on wide bounds
    and two more useless ones (4 fits each), the useless three held 0.027 of Private-RDT's
    total before the sums and these terms, 0.008 after, and the default's 0.001 → 0 (an
    outside check had found Private-RDT's useless columns keeping 0.32-0.34 with leaves
    clipped one by one).  The SNR forest stores its leaves' counts clipped at 0, so it keeps
    the mean noise correction alone (the two terms assume noise of mean 0; with them it
    ranked an informative column first in 6 of 18 fits, not 18).
    The shares sum to 1, or are all 0 where no split's decrease stands out (a constant
    model's, mostly; scikit-learn gives zeros for a tree without splits too).
    Raises ``TypeError`` for :class:`~dpforest.DPBoostingClassifier`, whose leaves hold scores.
    """
    model = _unwrap(model, what="impurity_importances")[0]
    trees, schema = _counts_model(model)
    w = np.asarray(getattr(model, "tree_weights_", np.ones(len(trees))), dtype=float)
    if not len(trees) or w.sum() <= 0:
        return np.zeros(schema.n_features)
    # label leaves release a class, not counts: their pseudo-counts carry no noise to test
    noisy = (getattr(model, "leaf_release_", "counts") != "label"
             and not getattr(getattr(model, "ledger_", None), "noiseless", False))
    # the family-wise level is over the forest's splits: one split of many trees standing out
    # of chance is what a forest on labels unrelated to its columns shows
    family = int(sum((~t.is_leaf).sum() for t in trees))
    # a forest that keeps its leaves' counts clipped at 0 (the SNR forest's signal averaging
    # stores them so) has no raw counts to sum: its subtrees sum the clipped ones
    raw = not getattr(type(model), "_leaf_counts_clipped", False)
    # the noise's heavy tail where it was measured (the default forest); the paper forests'
    # deep trees of small leaf ε keep the normal approximation, under which their informative
    # columns stand out (with the bound, RFDP_OOB's fell to all 0 in 3 of 3 fits on an XOR
    # table of 4,000 records at ε = 2)
    heavy = bool(getattr(type(model), "_importance_heavy_tail", False))
    per_tree = np.array([_tree_importances(t, schema, noisy, family, raw, heavy) for t in trees])
    mean = (w[:, None] * per_tree).sum(0)
    # trees whose noisy counts show no decrease add zeros; the sum is normalised, so the
    # importances always form a distribution, or are all 0 where no split's decrease stands out
    # from its noise (as scikit-learn's importances of a tree without splits are)
    total = mean.sum()
    return mean / total if total > 0 else mean


# ------------------------------------------------------------------------------------ text
def _fmt(v: float, decimals: int) -> str:
    """``v`` with ``decimals`` decimals; a nonzero cut closer to 0 than they show (the adaptive
    grid's octave ladder reaches 2^-40 of a range) in significant digits instead, so that it
    does not print as 0."""
    if not np.isfinite(v):
        return str(v)
    s = f"{v:.{decimals}f}"
    if "." in s:                       # trailing zeros of the decimals only (10 stays 10)
        s = s.rstrip("0").rstrip(".")
    if v != 0 and float(s) == 0:
        return f"{v:.{max(decimals, 1)}g}"
    return "0" if s == "-0" else s


def _fmt_cut(edges, i: int, decimals: int) -> str:
    """Cut ``edges[i]`` with ``decimals`` decimals, or more where fewer would not read closer
    to this cut than to either neighbouring one: a column declared on [0, 0.001] printed its
    cuts 0.000547, 0.000766 and 0.000938 all as 0.001, and a path read 'tiny >= 0.001, tiny >=
    0.001'.  Closer than the neighbours, not merely between them: 0.00059375 and 0.00060937,
    adjacent cuts of a 64-bin grid, both lie on either side of 0.0006 and both printed so, and
    a path again read the same condition twice.  Each printed cut now lies in its own interval
    between the midpoints to its neighbours, so two cuts never print alike."""
    v = float(edges[i])
    lo = (float(edges[i - 1]) + v) / 2 if i > 0 else -np.inf
    hi = (v + float(edges[i + 1])) / 2 if i + 1 < len(edges) else np.inf
    for d in range(decimals, decimals + 16):
        s = _fmt(v, d)
        if not np.isfinite(v) or lo < float(s) < hi:
            return s
    return repr(v)


def _numeric_condition(f, codes: np.ndarray, default_bins: int, decimals: int) -> str:
    """The records whose codes are in ``codes``, as intervals of the public grid."""
    edges = f.edges(default_bins)
    # the column's name as the tree text shows a class: a line break in it would make a line
    # of its own (a header cell written on two lines), so such a name is quoted with escapes
    col = _label_text(f.name)
    shift = int(f.allow_missing)                     # code 0 is "missing" when allowed
    # every part names the column: a split of missing values from the rest would otherwise
    # read "missing" / "any value" with no column at all
    parts = [f"{col} is missing"] if shift and 0 in codes else []
    bins = np.sort(np.asarray([c - shift for c in codes if c >= shift]))
    last = len(edges)                                 # bins are 0 .. len(edges)
    runs = np.split(bins, np.flatnonzero(np.diff(bins) > 1) + 1) if len(bins) else []
    for run in runs:
        a, b = int(run[0]), int(run[-1])
        if isinstance(f, Ordinal):                    # bin i is level i: named by its levels
            lv = f.levels
            parts.append(f"any {col}" if (a, b) == (0, last) else
                         f"{col} = {lv[a]!r}" if a == b else
                         f"{col} <= {lv[b]!r}" if a == 0 else
                         f"{col} >= {lv[a]!r}" if b == last else
                         f"{lv[a]!r} <= {col} <= {lv[b]!r}")
            if parts[-1] == f"any {col}" and shift:
                parts[-1] = f"{col} is not missing"
            continue
        lo = None if a == 0 else _fmt_cut(edges, a - 1, decimals)
        hi = None if b == last else _fmt_cut(edges, b, decimals)
        if lo is None and hi is None:
            parts.append(f"{col} is not missing" if shift else f"any {col}")
        elif lo is None:
            parts.append(f"{col} < {hi}")
        elif hi is None:
            parts.append(f"{col} >= {lo}")
        else:
            parts.append(f"{lo} <= {col} < {hi}")
    if parts == [f"{col} is missing", f"{col} is not missing"]:
        return f"any {col}"
    return " or ".join(parts) if parts else f"(no value of {col})"


def _categorical_condition(f, codes: np.ndarray) -> str:
    col = _label_text(f.name)

    def name(c):
        return "missing" if c == len(f.categories) else repr(f.categories[c])

    inside = sorted(int(c) for c in codes)
    # the shorter side: a child of a 100-way split's "rest" listed 99 countries on one line
    every = range(len(f.categories) + (1 if f.allow_missing else 0))
    outside = [c for c in every if c not in set(inside)]
    if outside and len(outside) < len(inside):
        if len(outside) == 1:
            return f"{col} != {name(outside[0])}"
        return f"{col} not in {{{', '.join(map(name, outside))}}}"
    if len(inside) == 1:
        return f"{col} = {name(inside[0])}"
    return f"{col} in {{{', '.join(map(name, inside))}}}"


def _condition(schema: Schema, f_index: int, codes: np.ndarray, decimals: int) -> str:
    f = schema.features[f_index]
    if f.kind == "numeric":
        return _numeric_condition(f, codes, schema.n_bins, decimals)
    return _categorical_condition(f, codes)


def export_text(model, tree: int = 0, *, decimals: int = 3, show_counts: bool = True,
                max_depth: int | None = None) -> str:
    """One fitted tree as indented text, like :func:`sklearn.tree.export_text`.

    Parameters
    ----------
    model : fitted dpforest estimator
        A fitted dpforest forest (``trees_`` and ``schema_``), or a fitted Pipeline ending in one.
    tree : int, default=0
        Which tree: an index into ``model.trees_``, from 0 to ``len(model.trees_) - 1``.
        The default forest grows a single tree only with ``n_estimators='auto'`` in the
        greedy regime; with ``n_estimators > 1``, in its random regime and in the other
        forests, 0 is the first of several.
    decimals : int, default=3
        Digits of the numeric thresholds (a nonzero cut that would print as 0 is shown in
        significant digits instead, and a cut gets more digits where fewer would read as close
        to a neighbouring cut of the grid: no two cuts print alike).
    show_counts : bool, default=True
        Also print each leaf's released noisy class counts (clipped at 0, and shown rounded
        to whole records: a model file stores them as released, negative or fractional where
        noise or a combination of two releases made them so) with the standard
        deviation of the noise on each (from the leaf's ε: at small ε a leaf no record reached
        can show dozens), or mark its class
        as a released label where the leaves released only their class
        (``leaf_release_ == 'label'``).
    max_depth : int or None, default=None
        Print at most this many levels; deeper subtrees are summarised by their depth.

    Returns
    -------
    str
        The tree, one line per branch and leaf, ending in a newline.

    Raises
    ------
    ValueError
        If ``tree`` is not an index of ``model.trees_``.

    Notes
    -----
    Thresholds are points of the public grid the tree chose among: ``age < 37.5`` sends the
    records below 37.5 left.  A leaf's class is the one :meth:`predict` gives its records.  A
    boosting round's leaves (:class:`~dpforest.DPBoostingClassifier`) show instead the values
    they add to every class's score; the prediction is the softmax of the sums over all rounds.
    Post-processing of the released model: no budget is spent.
    """
    if max_depth is not None and (isinstance(max_depth, bool)
                                  or not isinstance(max_depth, numbers.Integral) or max_depth < 0):
        raise ValueError(f"max_depth must be None (the whole tree) or a whole number of levels, "
                         f"0 or more; got {max_depth!r}")
    model = _unwrap(model, what="export_text")[0]
    text = _TreeText(model, tree, decimals, show_counts)
    t, n_codes, lines = text.tree, text.n_codes, []

    def walk(node, level, no_missing: frozenset):
        indent = "|   " * level
        if t.feature[node] < 0:
            lines.append(f"{indent}|--- {text.leaf(node)}")
            return
        if max_depth is not None and level >= max_depth:
            lines.append(f"{indent}|--- (subtree of depth {int(_subtree_depth(t, node, n_codes))} not shown)")
            return
        for child in _children(t, node, n_codes):    # children no code reaches hold no record
            condition, below = text.branch(node, int(child), no_missing)
            lines.append(f"{indent}|--- {condition}")
            walk(int(child), level + 1, below)

    walk(0, 0, frozenset())
    return "\n".join(lines) + "\n"


class _TreeText:
    """The words :func:`export_text` and :func:`decision_paths` give one tree's branches and
    leaves (post-processing of the released tree)."""

    def __init__(self, model, tree: int, decimals: int, show_counts: bool):
        trees, schema = _fitted(model)
        t = self.tree = trees[_check_tree(tree, len(trees))]
        self.schema, self.decimals, self.show_counts = schema, _check_decimals(decimals), show_counts
        self.classes = list(schema.classes)     # the trees' counts are in the schema's class order
        self.proba = t.leaf_proba()
        self.leafc = t.clipped_counts()
        # each leaf's noise standard deviation per count, from its counts' ε (public: the
        # released budget schedule; ε = 0: unknown, ∞)
        from .privacy.mechanisms import discrete_laplace_variance

        self.noise_sd = np.sqrt(np.asarray(discrete_laplace_variance(t.counts_epsilon()),
                                           dtype=float))
        self.n_codes = schema.n_codes()
        self.missing = schema.missing_code()     # per feature, -1 where missing is not allowed
        # leaves whose class predict takes from the tree's leaves pooled (smoothed models only)
        self.pooled = (t.pooled_leaves(self.leafc) if getattr(model, "_smooth_leaves", False)
                       else np.zeros(len(self.leafc), dtype=bool))
        self.scores = getattr(model, "_leaves_are_scores", False)
        self.labels_only = getattr(model, "leaf_release_", "counts") == "label"
        # audit's broken control (or a model fitted in noiseless test mode): exact counts
        ledger = getattr(getattr(model, "estimator_", model), "ledger_", None)
        self.exact = bool(getattr(ledger, "noiseless", False))
        # each leaf's class as predict names it (its tie-breaks: the first class of the sorted
        # classes_ where a smoothed leaf's counts tie, not the schema's first)
        self.leaf_class = (dict(zip(np.flatnonzero(t.is_leaf).tolist(),
                                    model._leaf_classes()[int(tree)].tolist()))
                           if not self.scores and hasattr(model, "_leaf_classes") else {})

    def leaf(self, node: int) -> str:
        t, classes, decimals = self.tree, self.classes, self.decimals
        if self.scores:                 # boosting: a leaf adds its values to the class scores
            vals = ", ".join(f"{_label_text(k)}: {v:+.{decimals}f}"
                             for k, v in zip(classes, t.counts[node]))
            return f"scores added: {vals}"
        c = classes[int(self.leaf_class.get(node, np.argmax(self.proba[node])))]
        text = f"class: {_label_text(c)}"
        if self.labels_only:            # the leaf released its class alone, no counts
            text += "  (released label)" if self.show_counts else ""
        elif self.show_counts:
            counts = ", ".join(f"{_label_text(k)}: {int(round(v))}"
                               for k, v in zip(classes, self.leafc[node]))
            # the noise's size beside the counts: a count of 38 with a noise sd of 12.5 is no
            # evidence of 38 records (a leaf no record reached can show dozens)
            sd = self.noise_sd[node]
            if self.exact:
                text += f"  (exact counts, no noise: NOT private: {counts})"
            else:
                text += f"  (noisy counts: {counts}" + (f"; noise sd {sd:.3g} each)" if np.isfinite(sd) else ")")
            if self.leaf_class and self.pooled[node]:
                # a leaf whose every count clipped to 0 says nothing of its own: predict gives
                # it the tree's pooled leaves' class (FlatTree.smoothed_leaf_proba), which its
                # printed zeros alone would not explain
                text += "; every count at or below 0: the class of the tree's leaves pooled"
        return text

    def branch(self, node: int, child: int, no_missing: frozenset) -> tuple[str, frozenset]:
        """The condition that sends a record from ``node`` to ``child``, and the features whose
        missing values cannot reach below it."""
        t = self.tree
        f = int(t.feature[node])
        route = np.asarray(t.node_route(node)[:int(self.n_codes[f])])
        codes = np.flatnonzero(route == child - int(t.child_start[node]))
        below, miss = no_missing, int(self.missing[f])
        if miss >= 0:
            if f in no_missing and len(codes) > 1:
                # an ancestor sent the missing values elsewhere: none reach this branch
                codes = codes[codes != miss]
            elif miss not in codes:
                below = no_missing | {f}
        return _condition(self.schema, f, codes, self.decimals), below


def decision_paths(model, X, tree: int = 0, *, decimals: int = 3, show_counts: bool = True) -> list[list[str]]:
    """Why each record of ``X`` gets its prediction from one tree: the conditions on its path
    from the root, in :func:`export_text`'s words, then its leaf (the class and, where leaves
    released counts, the noisy counts with their noise sd).

    Parameters
    ----------
    model : fitted dpforest estimator
        Or a fitted Pipeline ending in one (``X`` then passes through its other steps).
    X : DataFrame or 2-d array
        Records to explain, read through ``model.schema_`` (refused as ``predict`` refuses).
    tree : int, default=0
        Which tree (the default forest grows one).
    decimals, show_counts
        As for :func:`export_text`.

    Returns
    -------
    list of list of str
        One list per record: its path's conditions, then its leaf; where the model has more
        than one tree (or boosting round), then a last line with the model's own prediction,
        which combines them and can differ from this tree's leaf (``"model predicts: ..."``).

    Notes
    -----
    Post-processing of the released model and of ``X`` (spends no budget; the records passed
    are read, as ``predict`` reads them).  A leaf's class is that tree's; with several trees the
    prediction combines them, so one tree's path explains a share of the vote, not the answer:
    the last line says the answer and how many trees voted.
    """
    model, X = _unwrap(model, X, what="decision_paths")
    text = _TreeText(model, tree, decimals, show_counts)
    t = text.tree
    codes = model._encode(X)
    n_trees = len(model.trees_)
    said = None
    if n_trees > 1:
        # one tree's leaf disagreed with the forest's answer for 7-27 % of records in a
        # walkthrough: the answer is stated, not left to be inferred from the leaf
        one = "round" if text.scores else "tree"
        said = [f"model predicts: {_label_text(c)} (combining its {n_trees} {one}s; "
                f"the path above is {one} {tree}'s)" for c in model.predict(X)]
    parent = parents(t)
    out, memo = [], {}
    for leaf in t.apply(codes):
        leaf = int(leaf)
        if leaf not in memo:            # one path per leaf reached, however many records
            path, seen = [], frozenset()
            chain = [leaf]
            while chain[-1] != 0:
                chain.append(int(parent[chain[-1]]))
            chain.reverse()
            for n, c in zip(chain[:-1], chain[1:]):
                condition, seen = text.branch(n, c, seen)
                path.append(condition)
            memo[leaf] = path + [text.leaf(leaf)]
        out.append(list(memo[leaf]) + ([said[len(out)]] if said is not None else []))
    return out


#: a share below this is read as this (PSI's usual floor: an empty leaf on one side would
#: make the index infinite)
DRIFT_FLOOR = 1e-4


#: models already told that ``leaf_drift`` was given their training records
_WARNED_DRIFT: "weakref.WeakSet" = weakref.WeakSet()


def _warn_training_drift(model, X) -> None:
    """Said once per model where ``leaf_drift`` is given the very X object the model's fit in
    this process read (identities only, as ``score`` tells a training accuracy)."""
    from .exceptions import EvaluationWarning
    from .forests.base import _first_sight, given_to_its_fit

    if given_to_its_fit(model, X, None) and _first_sight(_WARNED_DRIFT, model):
        warnings.warn(
            f"leaf_drift is given the very X object this {type(model).__name__} was fitted "
            f"on: its record count and leaf shares are exact functions of those training "
            f"records that epsilon does not cover (yours to look at, not to publish), and "
            f"no drift check.  Give it serving records (said once per model).",
            EvaluationWarning, stacklevel=user_stacklevel())


def leaf_drift(model, X) -> dict:
    """How differently the records of ``X`` fall across the model's leaves than the training
    records did: the population stability index (PSI) of ``X``'s share in each leaf against
    the leaf's released noisy total, a drift check that needs no training data.

    For each tree, with p_l the leaf's released counts summed (the sum clipped at 0, normalised) and
    q_l the share of ``X``'s records reaching it (both floored at :data:`DRIFT_FLOOR`),
    PSI = Σ_l (q_l − p_l)·ln(q_l / p_l); the trees' mean is ``psi``.  A common reading, for
    a greedy tree (the default's): below 0.1 little change, 0.1-0.25 some, above 0.25 a
    shift worth a look.  Forests of random trees have many small leaves whose noisy totals
    alone give a large index (an SNR forest 1.6, a CRFsDP forest 5 on batches with nothing
    changed): there read it against a first batch, never against those thresholds.

    Parameters
    ----------
    model : fitted dpforest estimator whose leaves released class counts
        Or a fitted Pipeline ending in one.  Not a model with label leaves
        (``leaf_release_ == 'label'``, which released one class per leaf and no size) nor
        boosting's (scores, not counts).
    X : DataFrame or 2-d array
        Serving records, read through ``model.schema_`` as ``predict`` reads them.

    Returns
    -------
    dict
        ``psi`` (mean over trees), ``per_tree`` (array), ``leaves`` (leaves per tree) and
        ``records`` (rows of ``X``).

    Notes
    -----
    Post-processing of the released model (spends no budget; ``X`` is read as ``predict``
    reads it), and an exact statistic of the records of ``X``: given the very X object the
    model's fit in this process read, it says so once per model (``EvaluationWarning``, as
    ``score`` does), since ``records`` and the shares are then exact functions of the training
    records that ε does not cover (a Pipeline's forest was fitted on its steps' output, a new
    object, so the training X given to a Pipeline is not recognised).  It sees only the features the trees split on: a shift in a column no tree uses
    moves no record to another leaf.  The reference is noisy: a leaf's total carries the noise
    of its C class counts summed (a standard deviation √C times one count's), so small leaves
    add to the index even when nothing changed, the more the more classes; a first batch from
    the training period gives the level to compare later batches with.
    """
    given = X
    model, X = _unwrap(model, X, what="leaf_drift")
    trees, _ = _counts_model(model, "leaf_drift")
    _warn_training_drift(model, given)
    if getattr(model, "leaf_release_", None) == "label":
        raise ValueError("leaf_drift needs leaves that released class counts; this model's "
                         "leaves released their class only (leaf_release_='label', chosen at "
                         "small n x epsilon): fit with leaf_release='counts' for a drift "
                         "reference")
    codes = model._encode(X)
    if not len(codes):
        raise ValueError("leaf_drift needs at least one record in X")
    from .tree.probes import _released_totals

    per_tree, sizes = [], []
    for t in trees:
        leaves = np.flatnonzero(t.is_leaf)
        # the leaf's noisy counts summed, then the total clipped (the probe points' totals):
        # clipping each class's count at 0 first turned the noise of every empty class cell
        # into records, a bias that grows with the classes (unchanged data read PSI 0.3-0.6 at
        # 20-200 classes)
        totals = _released_totals(t)
        ref = np.zeros(len(leaves)) if totals is None else totals[leaves]
        sizes.append(len(leaves))
        if ref.sum() <= 0:          # no count released, or every total clipped to 0: no reference
            per_tree.append(np.nan)
            continue
        p = np.maximum(ref / ref.sum(), DRIFT_FLOOR)
        reached = np.bincount(np.searchsorted(leaves, t.apply(codes)), minlength=len(leaves))
        q = np.maximum(reached / len(codes), DRIFT_FLOOR)
        per_tree.append(float(np.sum((q - p) * np.log(q / p))))
    per_tree = np.asarray(per_tree, dtype=float)
    return {"psi": float(np.nanmean(per_tree)) if np.isfinite(per_tree).any() else float("nan"),
            "per_tree": per_tree, "leaves": np.asarray(sizes), "records": len(codes)}


def _label_text(label) -> str:
    """A class as the text tree prints it: as written, or quoted with escapes where that would
    mislead -- a line break or tab would break the tree's lines, and padded or empty names
    would look like others (' beauty' beside 'beauty')."""
    text = str(label.item() if isinstance(label, np.generic) else label)
    if isinstance(label, str) and (not text or text != text.strip() or not text.isprintable()):
        return repr(text)
    return text


#: the widest line a name takes in a plot's tick or box label, and how many lines it may take
#: (a 48-character class name squeezed a two-class confusion matrix to a few pixels)
PLOT_NAME_WIDTH, PLOT_NAME_LINES = 22, 2


def _plot_name(label, width: int = PLOT_NAME_WIDTH, lines: int = PLOT_NAME_LINES) -> str:
    """A name as a plot shows it: :func:`_label_text`, wrapped at ``width`` characters on at
    most ``lines`` lines, the rest cut with an ellipsis (the full names are in the model's
    ``classes_`` and the schema)."""
    text = _label_text(label)
    if len(text) <= width:
        return text
    parts = textwrap.wrap(text, width, break_long_words=True, break_on_hyphens=False) or [text]
    if len(parts) > lines:
        parts = parts[:lines]
        parts[-1] = parts[-1][:width - 1].rstrip() + "…"
    return "\n".join(parts)


def _subtree_depth(t: FlatTree, node: int, n_codes: np.ndarray) -> int:
    f = int(t.feature[node])
    if f < 0:
        return 0
    return 1 + max(_subtree_depth(t, int(k), n_codes) for k in _children(t, node, n_codes))


# ------------------------------------------------------------------------------------ plot
def _pyplot():
    """matplotlib's pyplot, or an ImportError that names the extra to install."""
    try:
        import matplotlib.pyplot as plt
    except ImportError:
        raise ImportError('plotting needs matplotlib, an optional dependency: '
                          'pip install "dpforest[plot]" (in a checkout of dpforest\'s '
                          'source: pip install -e ".[plot]")') from None
    return plt


def _finish_axes(ax, own: bool, path=None):
    """The end of every single-axes plot here: tighten the layout of a figure the plot made
    (``own``; a figure the caller made keeps its own layout: a constrained one warned and was
    replaced), save it at 110 dpi where ``path`` is given, return the Axes."""
    if own:
        ax.figure.tight_layout()
    _save(ax.figure, own, path)
    return ax


def _save(fig, own: bool, path) -> None:
    """Save ``fig`` at 110 dpi where ``path`` is given; a figure the plot made and saved is
    then released from pyplot unless pyplot is interactive (a notebook, which shows it): a
    service writing report images otherwise kept every figure open (memory, and matplotlib's
    warning past 20).  The returned Axes stay usable."""
    if path is None:
        return
    # (tight: a long tick label or axis label was cut at the figure's edge)
    fig.savefig(path, dpi=110, bbox_inches="tight")
    if own:
        plt = _pyplot()
        if not plt.isinteractive():
            plt.close(fig)


#: most tick labels one panel of :func:`plot_additive_terms` shows (every k-th beyond it)
MAX_TICKS = 20


def plot_importances(model, ax=None, top: int = 20, path=None):
    """Horizontal bar chart of :func:`impurity_importances` (the ``top`` largest); returns the
    matplotlib Axes, and saves the figure when ``path`` is given.

    Parameters
    ----------
    model : fitted dpforest estimator
        A fitted forest (or a Pipeline ending in one) whose leaves hold class counts (not
        :class:`~dpforest.DPBoostingClassifier`).
    ax : matplotlib Axes or None, default=None
        The Axes to draw in; None draws in a new figure sized to the number of bars.
    top : int, default=20
        Most bars drawn: the largest nonzero importances, largest at the top.  Features at 0,
        and those beyond ``top``, are counted in a note below the bars.
    path : str, path-like or None, default=None
        Where to save the figure (at 110 dpi); None saves nothing.

    Returns
    -------
    matplotlib Axes
        The Axes drawn in.

    Raises
    ------
    ImportError
        Without matplotlib (the ``dpforest[plot]`` extra).
    TypeError
        For a :class:`~dpforest.DPBoostingClassifier`, whose leaves hold scores.
    """
    model = _unwrap(model, what="plot_importances")[0]
    if not isinstance(top, numbers.Integral) or isinstance(top, bool) or top < 1:
        raise ValueError(f"top must be a whole number of bars, 1 or more; got {top!r}")
    _check_ax(ax)
    plt = _pyplot()

    imp = impurity_importances(model)
    _, schema = _fitted(model)
    # the nonzero ones, largest first (stable: ties keep the schema's order); features at 0
    # are counted below the bars, not drawn as a column of empty rows in arbitrary order
    nonzero = np.flatnonzero(imp > 0)
    order = nonzero[np.argsort(-imp[nonzero], kind="stable")][:int(top)][::-1]
    zeros = len(imp) - len(nonzero)
    labels = getattr(model, "leaf_release_", "counts") == "label"
    own = ax is None
    names = [_plot_name(schema.feature_names[i], 40, 2) for i in order]
    if own:
        # wider for long names: the bars kept about 4 inches (60-character names left them
        # 50 pixels and ran the ticks together)
        longest = max((len(line) for t in names for line in t.split("\n")), default=0)
        _, ax = plt.subplots(figsize=(6 + 0.07 * max(0, longest - 20),
                                      0.3 * max(len(order), 1) + (2.1 if labels else 1.6)
                                      + 0.15 * sum("\n" in t for t in names)))
    # feature names drawn as text, never as matplotlib's mathtext (a '$' in a name would be
    # parsed as a formula, and an unbalanced one fails the whole figure)
    ax.barh(np.arange(len(order)), imp[order], color="tab:blue")
    ax.set_yticks(np.arange(len(order)), names, parse_math=False)
    shown_out = len(nonzero) - len(order)
    # "at 0" alone read as a bug beside a tree that splits on such a column: say why
    # (label leaves have no noise test, as the title says: there "at 0" is "not split on")
    note = [f"{zeros} feature{'s' * (zeros != 1)} at 0 (not split on"
            + (")" if labels else ", or no split's decrease beyond its noise)")] \
        if zeros and imp.any() else []
    note += [f"{shown_out} more above 0 (top={int(top)})"] if shown_out > 0 else []
    # the counts of features left out as the label's second line: an annotation placed below
    # the axes ran into a label of two lines
    # the source on a line of its own: one line ran past a 6-inch figure's edge
    ax.set_xlabel("share of the mean decrease in Gini impurity\n"
                  + ("(from released leaf labels)" if labels else "(from noisy counts)")
                  + "".join(f"\n{line}" for line in note))
    # a forest whose importances say little states it (Private-RDT: _importance_caveat)
    caveat = getattr(type(model), "_importance_caveat", None)
    constant = bool(getattr(_unwrap(model, what="plot_importances")[0], "constant_", False))
    ax.set_title(f"{type(model).__name__}" + _epsilon_phrase(model)
                 + ("\nleaf labels only: which splits separate classes, not by how much;\n"
                    "no noise test: a stump gives its column 1.0 even without signal"
                    if labels else "")
                 + (f"\n{caveat}" if caveat else "")
                 + ("\nthe model predicts one class everywhere (constant_):\nthese shares are "
                    "no evidence that a column matters" if constant and imp.any() else ""),
                 fontsize=10 if labels or caveat or constant else None)
    if not imp.any():
        # an empty chart would look like a plotting failure: say what the zeros mean
        ax.set_xlim(0, 1)
        ax.set_yticks([])
        ax.text(0.5, 0.5,
                "no split's decrease stands out from its noise\nand chance: every importance is 0",
                transform=ax.transAxes, ha="center", va="center", color="0.3")
    return _finish_axes(ax, own, path)


#: longest branch label :func:`plot_tree` draws (longer ones end in "…"; export_text has them whole)
MAX_BRANCH_LABEL = 28


def _branch_label(condition: str, name: str) -> str:
    """A branch's condition without its feature's name, which the node above already shows:
    '< 37.5', "'Male'", "in {'a', 'b'}"; cut at :data:`MAX_BRANCH_LABEL` characters."""
    # "income is missing or income < 26.5": each side of the " or " shortened
    parts = (condition.split(" or ", 1) if condition.startswith(f"{name} is missing or ")
             else [condition])
    short = " or ".join(
        s if (s := _short_condition(part, name)) != part     # the forms it leaves whole:
        else re.sub(rf"^{re.escape(name)} ", "", part)      # "in {...}", "!= 'a'"
        for part in parts)
    return short if len(short) <= MAX_BRANCH_LABEL else short[:MAX_BRANCH_LABEL - 1] + "…"


#: the widest figure (inches) :func:`plot_tree` makes; a tree with more leaves than fit at
#: its text size is drawn in smaller text
MAX_TREE_FIGURE_WIDTH = 60.0


def plot_tree(model, tree: int = 0, *, max_depth: int | str | None = "auto", decimals: int = 3,
              show_counts: bool = True, ax=None, path=None, fontsize: float = 8):
    """One fitted tree drawn as boxes and branches, like :func:`sklearn.tree.plot_tree`;
    returns the matplotlib Axes, and saves the figure when ``path`` is given.

    The picture of :func:`export_text`: each split names its feature, each branch the
    condition that sends a record down it (thresholds are points of the public grid), each
    leaf its class and, with ``show_counts``, its released noisy class counts and the noise's
    standard deviation.  A leaf is filled in its class's colour, the paler the closer its
    counts are to an even split among the classes.  Post-processing of the released model:
    no budget is spent.

    Parameters
    ----------
    model : fitted dpforest estimator
        A fitted dpforest forest, or a Pipeline ending in one.
    tree : int, default=0
        Which tree: an index into ``model.trees_``.
    max_depth : int, None or 'auto', default='auto'
        Draw at most this many levels; a deeper subtree is one box giving its depth (None
        draws the whole tree, which for a deep or multiway tree is a very wide picture).
        ``'auto'``: 3 levels, or fewer where 3 would put more than :data:`READABLE_COLUMNS`
        boxes side by side (a multiway tree's hundreds of leaves three levels down were drawn
        in 4-point text), never fewer than 1.
    decimals : int, default=3
        Digits of the numeric thresholds.
    show_counts : bool, default=True
        Also write each leaf's noisy counts and their noise's standard deviation.
    ax : matplotlib Axes or None, default=None
        The Axes to draw in; None draws in a new figure sized to the tree.
    path : str, path-like or None, default=None
        Where to save the figure (at 110 dpi); None saves nothing.
    fontsize : float, default=8
        Size of the text in the boxes.

    Returns
    -------
    matplotlib Axes
        The Axes drawn in.

    Raises
    ------
    ImportError
        Without matplotlib (the ``dpforest[plot]`` extra).
    ValueError
        If ``tree`` is not an index of ``model.trees_``.
    """
    model = _unwrap(model, what="plot_tree")[0]
    auto = isinstance(max_depth, str) and max_depth == "auto"
    if max_depth is not None and not auto and (not isinstance(max_depth, numbers.Integral)
                                               or isinstance(max_depth, bool) or max_depth < 1):
        raise ValueError(f"max_depth must be 'auto', None (the whole tree) or a whole number "
                         f"of levels, 1 or more; got {max_depth!r}")
    if isinstance(fontsize, bool) or not isinstance(fontsize, numbers.Real) \
            or not (math.isfinite(fontsize) and fontsize > 0):
        raise ValueError(f"fontsize must be a positive number of points, got {fontsize!r}")
    _check_ax(ax)
    plt = _pyplot()
    text = _TreeText(model, tree, decimals, show_counts)
    t, n_codes, schema = text.tree, text.n_codes, text.schema
    if auto:
        max_depth = next((d for d in (3, 2) if _columns_drawn(t, n_codes, d) <= READABLE_COLUMNS),
                         1)
    # the boxes in depth-first order (children in slot order, as export_text prints them);
    # each leaf, and each subtree cut at max_depth, takes the next column from the left
    boxes: list[dict] = []
    columns = [0]

    def walk(node: int, level: int, no_missing: frozenset, edge: str | None, parent: int) -> int:
        me = len(boxes)
        boxes.append(dict(level=level, edge=edge, parent=parent))
        f = int(t.feature[node])
        if f < 0 or (max_depth is not None and level >= max_depth):
            if f < 0:
                # "class: a  (noisy counts: a: 50, b: 5; noise sd 2.4 each)" as lines
                first, _, rest = text.leaf(node).partition("  (")
                # a class and its count stay on one line (a no-break space between them)
                def pairs(values: str) -> list[str]:
                    return [line.replace("\u00a0", " ")
                            for line in textwrap.wrap(values.replace(": ", ":\u00a0"), 30)]

                head, sep, scores = first.partition("scores added: ")
                # "class: <name>" wrapped too (a 48-character name ran into the next leaf)
                lines = ["scores added:"] + pairs(scores) if sep else textwrap.wrap(first, 30)
                # the parenthesis closes before a note that may follow it ("; every count at
                # or below 0: the class of the tree's leaves pooled"), which gets lines of its own
                cut = rest.rfind(")")
                inside, note = (rest[:cut], rest[cut + 1:].lstrip("; ")) if cut >= 0 else (rest, "")
                for part in inside.split("; ") if inside else []:
                    # "noisy counts: a: 5, ..." or "exact counts, ... NOT private: a: 5, ..."
                    counts = re.match(r"(.*?(?:counts|NOT private)): (.*)$", part)
                    lines += (textwrap.wrap(counts[1] + ":", 30) + pairs(counts[2]) if counts
                              else textwrap.wrap(f"({part})", 30))
                lines += textwrap.wrap(note, 30)
                label = "\n".join(lines)
                kind = "leaf"
            else:
                label = f"subtree of depth {_subtree_depth(t, node, n_codes)}\nnot shown"
                kind = "cut"
            boxes[me].update(x=float(columns[0]), label=label, kind=kind, node=node)
            columns[0] += 1
            return me
        name = schema.features[f].name
        kids = []
        for child in _children(t, node, n_codes):     # children no code reaches hold no record
            condition, below = text.branch(node, int(child), no_missing)
            kids.append(walk(int(child), level + 1, below, _branch_label(condition, name), me))
        # a long feature name on at most three lines (split boxes at depth 2 overlapped)
        boxes[me].update(x=(boxes[kids[0]]["x"] + boxes[kids[-1]]["x"]) / 2,
                         label=_plot_name(name, 24, 3), kind="split", node=node)
        return me

    walk(0, 0, frozenset(), None, -1)
    levels = max(b["level"] for b in boxes) + 1
    own = ax is None
    if own:
        # wide enough for a leaf's wrapped counts a column, tall enough for a level's boxes;
        # past the widest figure drawn, the text shrinks with the columns (a leaf's box kept
        # inside its column), and a tree too wide to read so is said to be
        widest = max((len(line) for b in boxes for line in b["label"].split("\n")), default=0)
        width = (1.9 if widest < 26 else 2.2) * columns[0]      # 30-character lines touched
        if width > MAX_TREE_FIGURE_WIDTH:
            from .exceptions import SettingsWarning

            fontsize = fontsize * MAX_TREE_FIGURE_WIDTH / width
            if fontsize < 5:
                warnings.warn(
                    f"tree {int(tree)} has {columns[0]} leaves at the depth drawn, too many to "
                    f"read in one picture (its text is {fontsize:.1f} pt): draw fewer levels "
                    f"(max_depth) or read the whole tree with export_text", SettingsWarning,
                    stacklevel=2)
        # tall leaf boxes (many classes' counts) get more height a level, so that they do
        # not cover the last level's edge labels
        tall = max((b["label"].count("\n") + 1 for b in boxes if b["kind"] == "leaf"),
                   default=1)
        _, ax = plt.subplots(figsize=(min(max(6.0, width), MAX_TREE_FIGURE_WIDTH),
                                      1.0 + (1.5 + 0.14 * max(0, tall - 3)) * levels))
    colours = plt.get_cmap("tab10")
    n_classes = len(text.classes)
    for b in boxes:
        x, y = b["x"], -float(b["level"])
        if b["parent"] >= 0:
            p = boxes[b["parent"]]
            ax.plot([p["x"], x], [-float(p["level"]), y], color="0.55", lw=0.8, zorder=1)
            # schema text (feature names, categories, classes) as text, never mathtext: a
            # '$' in a declared name failed the figure
            # nearer the child than the parent: siblings' labels stand apart as far as
            # 0.7 of their boxes do (at the midpoint, half: a multiway split's ran together)
            ax.text(p["x"] + 0.7 * (x - p["x"]), -float(p["level"]) - 0.7, b["edge"],
                    ha="center",
                    va="center", fontsize=fontsize * 0.9, zorder=2, parse_math=False,
                    bbox=dict(boxstyle="round,pad=0.15", fc="white", ec="none", alpha=0.9))
        face = "white"
        if b["kind"] == "leaf" and not text.scores:
            k = int(text.leaf_class.get(b["node"], np.argmax(text.proba[b["node"]])))
            # the fill's strength: how far the leaf's shares are from an even split
            share = float(np.max(text.proba[b["node"]])) if n_classes > 1 else 1.0
            strength = 1.0 if n_classes < 2 else (share - 1 / n_classes) / (1 - 1 / n_classes)
            rgb = np.asarray(colours(k % 10)[:3])
            face = tuple(1 - (0.15 + 0.6 * float(np.clip(strength, 0, 1))) * (1 - rgb))
        elif b["kind"] == "cut":
            face = "0.93"
        ax.text(x, y, b["label"], ha="center", va="center", fontsize=fontsize, zorder=3,
                parse_math=False,
                fontweight="bold" if b["kind"] == "split" else "normal",
                bbox=dict(boxstyle="round,pad=0.35", fc=face, ec="0.35", lw=0.8))
    ax.set_xlim(-0.6, columns[0] - 0.4)
    ax.set_ylim(-(levels - 1) - 0.5, 0.5)
    ax.set_axis_off()
    n_trees = len(_fitted(model)[0])
    # the leaves' line only where a leaf is drawn: levels cut above every leaf showed only
    # "subtree not shown" boxes under a subtitle about counts beside them
    leaves_drawn = any(b["kind"] == "leaf" for b in boxes)
    ax.set_title(f"{type(model).__name__}" + _epsilon_phrase(model)
                 + f": tree {int(tree)} of {n_trees}"
                 + ("" if text.exact or not leaves_drawn else
                    "\nleaf scores are noisy sums, as released" if text.scores else
                    "\neach leaf's class was drawn with noise (a released label)"
                    if text.labels_only else
                    "\nleaf counts are noisy (their noise sd beside them)" if show_counts
                    else ""), fontsize=10)
    return _finish_axes(ax, own, path)


def additive_terms(model, decimals: int = 3) -> dict:
    """The shape function of every feature of a depth-1 :class:`~dpforest.DPBoostingClassifier`.

    Each round of a depth-1 model splits one feature into its public codes (bins or categories)
    and adds a score per class at each, so the model is additive: a record's raw scores
    (``decision_function``) are the sum over features of that feature's term at the record's
    code.  The terms are not centred and there is no separate intercept: the base rate is
    spread among them (a rare class's terms all sit below 0), so read a term by the
    differences between its rows, not by their level.  Post-processing of the released leaf
    values.

    Parameters
    ----------
    model : DPBoostingClassifier
        A fitted :class:`~dpforest.DPBoostingClassifier` with ``max_depth=1`` (or a Pipeline
        ending in one).
    decimals : int, default=3
        Digits of the numeric bin bounds in the row labels (``"20 <= age < 30"``).

    Returns
    -------
    dict of str to DataFrame
        ``{feature name: DataFrame}``, one row per code (labelled by its bin or category),
        one column per class of ``classes_``: the summed score that feature's rounds add to
        each class at that code.  Features no round split are absent.

    Raises
    ------
    ValueError
        If ``model`` is not a boosting model of depth-1 rounds (deeper rounds are not a sum
        of one-feature terms).
    """
    model = _unwrap(model, what="additive_terms")[0]
    decimals = _check_decimals(decimals)
    import pandas as pd

    from .forests.base import class_order

    trees, schema = _fitted(model)
    if not getattr(model, "_leaves_are_scores", False) or any(t.max_depth > 1 for t in trees):
        raise ValueError("additive_terms needs a DPBoostingClassifier with max_depth=1 "
                         "(deeper rounds are not a sum of one-feature terms)")
    n_codes = schema.n_codes()
    order = class_order(schema.classes)
    terms: dict[int, np.ndarray] = {}
    for t, tab in zip(trees, model._leaf_tables()):
        if t.feature[0] < 0:                      # a round that could not split
            continue
        f = int(t.feature[0])
        k = int(n_codes[f])
        child = int(t.child_start[0]) + np.asarray(t.node_route(0)[:k], dtype=np.int64)
        terms[f] = terms.get(f, 0.0) + tab[child]
    out = {}
    for f in sorted(terms):
        labels = [_condition(schema, f, np.array([c]), decimals) for c in range(int(n_codes[f]))]
        out[schema.feature_names[f]] = pd.DataFrame(terms[f][:, order], index=labels,
                                                    columns=list(model.classes_))
    return out


def _short_condition(text: str, name: str) -> str:
    """A one-code condition without its feature's name (the panel's title carries it):
    'a <= x < b' -> '[a, b)', 'x < b' -> '< b', 'x >= a' -> '≥ a', "x = 'v'" -> "'v'"; an
    ordinal's 'x <= b' -> '≤ b' and 'a <= x <= b' -> '[a, b]' (its "<=" beside "≥" read as two
    notations in one picture)."""
    n = re.escape(name)
    for pattern, repl in ((rf"^(.+) <= {n} < (.+)$", r"[\1, \2)"),
                          (rf"^(.+) <= {n} <= (.+)$", r"[\1, \2]"), (rf"^{n} < (.+)$", r"< \1"),
                          (rf"^{n} <= (.+)$", r"≤ \1"),
                          (rf"^{n} >= (.+)$", r"≥ \1"), (rf"^{n} is (not missing|missing)$", r"\1"),
                          (rf"^{n} = (.+)$", r"\1")):
        short, k = re.subn(pattern, repl, text)
        if k:
            return short
    return text


def plot_additive_terms(model, features=None, cls=None, path=None, decimals: int = 2, ax=None):
    """One panel per feature of :func:`additive_terms`: what the feature adds to class ``cls``
    at each of its codes -- for a two-class model to its log-odds (the class's score less the
    other's), for more classes to its score less the mean of the other classes' scores.  Returns
    the Axes drawn in (their figure saved when ``path`` is given).

    Parameters
    ----------
    model : DPBoostingClassifier
        A fitted :class:`~dpforest.DPBoostingClassifier` with ``max_depth=1`` (or a Pipeline
        ending in one).
    features : list of str or None, default=None
        Names of the features to draw, in that order; names without an additive term (no
        round split them, or not a feature) are skipped.  None draws every feature that has
        one, in the schema's order.
    cls : label or None, default=None
        The class whose score is drawn, one of ``classes_``; None: the last of ``classes_``,
        the "positive" class of a two-class model.
    path : str, path-like or None, default=None
        Where to save the figure (at 110 dpi); None saves nothing.
    decimals : int, default=2
        Digits of the numeric bin bounds in the tick labels.
    ax : matplotlib Axes, array-like of Axes or None, default=None
        Where to draw: one Axes per drawn feature, in order (a single Axes for a single
        feature), all in one figure -- to place the panels in a figure of your own.  None
        makes a figure of up to three panels a row.

    Returns
    -------
    matplotlib Axes or ndarray of Axes
        The Axes of the panels drawn, in the order of the features: one Axes for one feature,
        an array for several (``.figure`` is their figure).  Axes, not the Figure, as
        :func:`plot_importances` returns them: a Figure as a notebook cell's last expression
        is shown twice.

    Raises
    ------
    ValueError
        If no requested feature has an additive term, or ``cls`` is not one of ``classes_``
        (and as :func:`additive_terms` for a model that is not depth-1 boosting), or ``ax``
        holds fewer Axes than features to draw or Axes of several figures.
    ImportError
        Without matplotlib (the ``dpforest[plot]`` extra).
    """
    model = _unwrap(model, what="plot_additive_terms")[0]
    plt = _pyplot()

    terms = additive_terms(model, decimals)
    if features is not None:
        if isinstance(features, str):
            features = [features]
        # the user's own names (a typo was skipped in silence, then "no round split it")
        unknown = [f for f in features if f not in model.schema_.feature_names]
        if unknown:
            raise ValueError(f"features {unknown} are not features of the model "
                             f"({model.schema_.feature_names[:10]}"
                             f"{' ...' if len(model.schema_.feature_names) > 10 else ''})")
    names = list(terms) if features is None else [f for f in features if f in terms]
    if not names:
        raise ValueError("no requested feature has an additive term (no round split it)")
    cls = model.classes_[-1] if cls is None else cls
    if cls not in list(model.classes_):
        raise ValueError(f"cls must be one of classes_, got {cls!r}")
    cols = min(3, len(names))
    rows = -(-len(names) // cols)
    ticks = {name: [_short_condition(c, name) for c in terms[name].index] for name in names}
    longest = max(len(t) for name in names for t in ticks[name])
    # room under each panel for its rotated tick labels, so many panels are not squeezed flat
    # (the constrained layout places the two-line title above the panels without a gap)
    own = ax is None
    if own:
        fig, axes = plt.subplots(rows, cols, figsize=(4.2 * cols, (2.4 + 0.06 * min(longest, 30)) * rows),
                                 squeeze=False, layout="constrained")
    else:
        axes = np.atleast_1d(np.asarray(ax, dtype=object)).ravel()
        all_axes = all(hasattr(a, "bar") for a in axes)
        if len(axes) < len(names) or not all_axes:
            raise ValueError(f"ax must hold one matplotlib Axes per feature drawn ({len(names)}: "
                             f"{names[:10]}{' ...' if len(names) > 10 else ''}), got "
                             f"{len(axes)} {'Axes' if all_axes else 'objects'}")
        if len({id(a.figure) for a in axes}) != 1:
            raise ValueError("ax must hold Axes of one figure (its title names the class and ε)")
        fig, axes, cols = axes[0].figure, axes[:, None], 1
    two = len(model.classes_) == 2
    for k, (panel, name) in enumerate(zip(axes.ravel(), names)):
        # a class's probability is the softmax of every class's summed scores, so what a code
        # does to ``cls`` is its score there less the others': for two classes the log-odds
        # (drawing the class's own score alone understated and even flipped effects wherever
        # the other class's score moved too)
        table = terms[name]
        term = table[cls] - table.drop(columns=[cls]).mean(axis=1)
        panel.bar(range(len(term)), term.to_numpy(), color=np.where(term.to_numpy() >= 0, "tab:blue", "tab:red"))
        # at most ~MAX_TICKS labels a panel: a country column's 40 names would overprint
        step = -(-len(term) // MAX_TICKS)
        panel.set_xticks(range(0, len(term), step))
        panel.set_xticklabels(ticks[name][::step], rotation=60, ha="right", fontsize=7,
                              parse_math=False)
        panel.axhline(0, color="black", lw=0.6)
        panel.set_title(name, fontsize=9, parse_math=False)
        if k % cols == 0:
            panel.set_ylabel("added to the log-odds" if two else
                             "added to the class's score less\nthe mean of the others' (logit units)",
                             fontsize=8)
    for extra in axes.ravel()[len(names):] if own else ():     # the caller's stay
        extra.set_visible(False)
    label = cls.item() if isinstance(cls, np.generic) else cls     # 1, not np.int64(1)
    # every bar is a noisy release: where a feature's range holds few or no records, its bar
    # is the noise (and the leaf's clip) alone -- which ranges those are is not released
    fig.suptitle((f"log-odds of class {label!r}" if two else
                  f"score added to class {label!r}, against the other classes' mean")
                 + _epsilon_phrase(model)
                 + "\n(noisy: a range holding few records shows mostly noise)", fontsize=10,
                 parse_math=False)
    _save(fig, own, path)
    drawn = axes.ravel()[:len(names)]
    return drawn[0] if len(drawn) == 1 else drawn
