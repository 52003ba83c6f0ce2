"""CRFsDP — Xiang et al., Web Intelligence 16(1):73, 2018, as Li Yuqiang et al. (2021) describe it
(docs/algorithms/crfsdp.md): grow full DP trees to depth d, post-prune them bottom-up returning a pruned
branch's budget to its parent's counts, and weight the trees by their accuracy on a validation
partition of disjoint records.

Only the RFDP_OOB paper's description is available, so the details are reconstructed
(docs/algorithms/crfsdp.md):

* **Records.**  The data are split by the counter-based partitioner
  (:func:`dpforest.privacy.sampling.partition_of`) into P disjoint partitions; the last one is
  the validation partition, tree k trains on partition k mod (P−1).  Default P = t+1: every tree
  its own partition.  Trees sharing a partition split its ε (sequential), different partitions
  compose in parallel, so every training partition and the validation partition each spend ε.
* **Growth** (the level-wise engine, no early stop -- "full trees"): each internal level spends
  (1−leaf_share)·ε_tree/d on a permute-and-flip split selection (Gini, Δ=2, binary splits); the
  leaves at depth d release noisy class counts with the rest, leaf_share·ε_tree.
* **Pruning** (:func:`dpforest.tree.pruning.prune_bottom_up`, post-processing): a node whose
  children are all leaves collapses when the split's noisy error reduction is within
  ``prune_penalty`` noise standard deviations; its counts become the sum of its children's noisy
  counts.  That is how a pruned branch's budget "returns" to the parent: nothing is re-queried,
  the parent's estimate inherits every count the branch released.  (Re-spending the budget on a
  fresh query of the parent would not be private: the branch's queries were already made.)
* **Tree weights**: on the validation partition each tree's misclassified count is released
  with (1−size_share)·ε/t and the partition size once with size_share·ε (discrete Laplace);
  weight = noisy accuracy clipped to [min_weight, 1].  Prediction: accuracy-weighted majority
  vote of the leaf labels.

Privacy: training partition p: Σ over its trees of ε_tree = ε (each tree: one selection per
level on disjoint nodes + leaf counts = ε_tree along every path); validation partition: ε;
partitions are disjoint, so the fit is ε-DP (max over partitions).
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass

import numpy as np

from ..data import TreeSample
from ..tree.grower import BudgetSchedule, GrowthPlan, grow_trees
from ..tree.model import TreeVotes, parents
from ..tree.pruning import prune_bottom_up
from ..tree.scorers import Scorer, get_scorer
from .base import (DPForestBase, ImpurityImportancesMixin, check_complete_tree_size,
                   check_share_budget, progress_bar, resolve_max_features)
from .diffprfs import random_feature_sets
from ..schema import rebinned_schema

__all__ = ["CRFsDPClassifier", "SelectionThenLeaves"]

_CRITERIA = ("gini", "max")          # scorers that need no public bound on node sizes


@dataclass
class SelectionThenLeaves(BudgetSchedule):
    """Internal levels: selection only, (1−leaf_share)·ε_tree/d each; leaves get leaf_share·ε_tree."""

    leaf_share: float = 0.5

    def internal(self, depth, max_depth, eps_tree):
        return 0.0 * eps_tree, eps_tree * (1 - self.leaf_share) / max(max_depth, 1)


class CRFsDPClassifier(ImpurityImportancesMixin, DPForestBase):
    """Differentially private random forest with bottom-up pruning and validation weights.

    CRFsDP of Xiang et al., Web Intelligence 16(1), 2018, as Li Yuqiang et al. (2021)
    describe it: full DP trees, post-pruned bottom-up, weighted by their noisy accuracy on a
    validation partition of disjoint records.  The details are reconstructed as the module
    docstring and docs/algorithms/crfsdp.md say.

    Parameters
    ----------
    epsilon : float, default=1.0
        Total privacy budget ε (> 0).
    schema : :class:`dpforest.Schema`
        The public schema; required.
    n_estimators : int, default=10
        Number of trees t.
    max_depth : int, default=5
        Depth d >= 1 of the full trees.
    max_features : {'sqrt', 'log2'}, int, float or None, default=None
        Features per tree (None: all).
    criterion : {'gini', 'max'} or :class:`~dpforest.tree.scorers.Scorer`, default='gini'
        Split utility.
    leaf_share : float in (0, 1), default=0.5
        Share of a tree's ε spent on its leaf counts (the rest on the d selections).
    n_partitions : int >= 2 or None, default=None
        P disjoint partitions, the last for validation (None: t + 1, every tree its own).
    prune_penalty : float >= 0, default=1.0
        Noise standard deviations a split's error reduction must exceed to survive.
    size_share : float in (0, 1), default=0.1
        Share of the validation ε spent on the noisy validation size.
    min_weight : float in [0, 1], default=0.05
        Lower clip of a tree's weight.
    n_bins : int or None, default=None
        Public bins per numeric feature lacking its own (None: the schema's).
    random_state : int, RandomState, Generator or None, default=None
        Seeds every data-independent random choice (not the privacy noise).
    progress : bool or 'auto', default='auto'
        Show a progress bar ('auto': on a terminal or in a Jupyter notebook, unless the
        environment sets DPFOREST_PROGRESS=0; a bar shows once a fit has run for a second).
    n_jobs : int or None, default=None
        Threads for the histogram passes, the noise sampler and prediction (scikit-learn's
        meaning: None = 1, -1 = all cores); results do not depend on it.

    Attributes
    ----------
    trees_ : list of :class:`~dpforest.tree.model.FlatTree`
        The pruned trees.
    tree_weights_ : ndarray of shape (n_estimators,)
        Each tree's vote weight: its noisy validation accuracy clipped to [``min_weight``, 1]
        (all ones where every clipped weight is 0, possible only with ``min_weight=0``).
    validation_accuracy_ : ndarray of shape (n_estimators,)
        Noisy validation accuracy per tree (before the clip).
    n_pruned_ : ndarray of shape (n_estimators,)
        Nodes removed by pruning, per tree.
    tree_partition_ : ndarray of shape (n_estimators,)
        The partition each tree trained on, k mod (P − 1) for tree k.
    validation_partition_ : int
        The validation partition's index, P − 1.
    feature_sets_ : ndarray of shape (n_estimators, n_features_per_tree)
        The feature indices (schema order) each tree may split on.
    feature_importances_ : ndarray of shape (n_features_in_,)
        Mean decrease in Gini impurity per feature, from the released noisy counts
        (:func:`dpforest.inspection.impurity_importances`).
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        Every charged query; ``ledger_.epsilon == epsilon``.
    schema_ : :class:`~dpforest.schema.Schema`
        The schema the model encodes records with (``n_bins`` applied).
    classes_, n_classes_, n_outputs_, n_features_in_, feature_names_in_, target_name_
        With ``constant_``, ``fit_id_`` and ``fitted_with_version_``: as every dpforest forest
        sets them, :class:`~dpforest.forests.base.DPForestBase` says what each holds.
    """

    def __init__(self, epsilon=1.0, schema=None, *, n_estimators=10, max_depth=5,
                 max_features=None, criterion="gini", leaf_share=0.5, n_partitions=None,
                 prune_penalty=1.0, size_share=0.1, min_weight=0.05, n_bins=None,
                 random_state=None, progress="auto", n_jobs=None):
        self.epsilon = epsilon
        self.schema = schema
        self.n_estimators = n_estimators
        self.max_depth = max_depth
        self.max_features = max_features
        self.criterion = criterion
        self.leaf_share = leaf_share
        self.n_partitions = n_partitions
        self.prune_penalty = prune_penalty
        self.size_share = size_share
        self.min_weight = min_weight
        self.n_bins = n_bins
        self.random_state = random_state
        self.progress = progress
        self.n_jobs = n_jobs

    def _validate_common(self):
        eps, schema = super()._validate_common()
        return eps, rebinned_schema(schema, self.n_bins)

    def _validate_params_extra(self, schema):
        if self.max_depth < 1:
            raise ValueError("max_depth must be >= 1 (CRFsDP grows full trees)")
        check_complete_tree_size(self.max_depth, self.n_estimators)
        if not 0 < self.leaf_share < 1:
            raise ValueError(f"leaf_share must be in (0, 1), got {self.leaf_share!r}")
        if not 0 < self.size_share < 1:
            raise ValueError(f"size_share must be in (0, 1), got {self.size_share!r}")
        check_share_budget("size_share", self.size_share, self.epsilon)
        if not (isinstance(self.prune_penalty, numbers.Real) and self.prune_penalty >= 0):
            raise ValueError(f"prune_penalty must be >= 0, got {self.prune_penalty!r}")
        if not 0 <= self.min_weight <= 1:
            raise ValueError(f"min_weight must be in [0, 1], got {self.min_weight!r}")
        P = self.n_partitions
        if P is not None and (isinstance(P, bool) or not isinstance(P, numbers.Integral) or P < 2):
            raise ValueError(f"n_partitions must be an integer >= 2 or None, got {P!r}")
        resolve_max_features(self.max_features, schema.n_features)
        # refuse here what fit could never run: information gain needs a public node-size bound,
        # which CRFsDP does not take
        if not (isinstance(self.criterion, Scorer) or self.criterion in _CRITERIA):
            raise ValueError(f"CRFsDPClassifier supports criterion {' or '.join(map(repr, _CRITERIA))} "
                             f"(or a Scorer instance), got {self.criterion!r}")

    def _fit_private(self, data, schema, epsilon, rng):
        t = int(self.n_estimators)
        P = int(self.n_partitions) if self.n_partitions is not None else t + 1
        val = P - 1
        part = np.arange(t) % (P - 1)
        group = np.bincount(part, minlength=P - 1)
        eps_tree = epsilon / group[part]               # trees on one partition share its ε
        samples = [TreeSample(k, int(part[k]), P, None) for k in range(t)]
        f = resolve_max_features(self.max_features, schema.n_features)
        feats = random_feature_sets(rng, t, schema.n_features, f)
        plan = GrowthPlan(self.max_depth, get_scorer(self.criterion, None),
                          SelectionThenLeaves(self.leaf_share), None, None, "binary")
        bar = progress_bar(self.max_depth + 1, "CRFsDP levels", self.progress)
        grown = grow_trees(data, samples, feats, eps_tree, plan, rng, lambda d: bar.update())
        bar.close()

        trees, pruned = [], []
        for k, tr in enumerate(grown):
            leaf = tr.feature < 0
            # a leaf's ε is what its path left: ε_tree − the selections spent above it
            eps_leaf = np.where(leaf, eps_tree[k] - _selection_spent(tr), 1.0)
            var = np.where(leaf, 2.0 / np.maximum(eps_leaf, 1e-300) ** 2, 0.0)
            p, removed = prune_bottom_up(tr, var, self.prune_penalty)
            trees.append(p)
            pruned.append(removed)

        # validation partition: disjoint records, its own ε (parallel composition)
        vs = [TreeSample(k, val, P, None) for k in range(t)]
        eps_size = self.size_share * epsilon
        eps_err = (1 - self.size_share) * epsilon / t
        # every tree's error on the validation records; the size only once, with the first
        errs, size = data.noisy_error_counts(vs, TreeVotes(trees), eps_err, [eps_size] + [0.0] * (t - 1),
                                             bag=None, what="CRFsDP validation error")
        n_val = max(float(size[0]), 1.0)
        acc = 1.0 - np.clip(errs / n_val, 0.0, 1.0)
        weights = np.clip(acc, self.min_weight, 1.0)
        if weights.sum() <= 0:
            weights = np.ones(t)
        return {"trees_": trees, "tree_weights_": weights, "validation_accuracy_": acc,
                "n_pruned_": np.asarray(pruned), "feature_sets_": feats,
                "tree_partition_": part, "validation_partition_": val}


def _selection_spent(tree) -> np.ndarray:
    """ε spent on selections above every node: the path spend the grower recorded at its parent
    (public bookkeeping, no data).  Not simply depth × the level's ε, because a node with a single
    valid candidate is not charged and leaves its ε to the leaves below it."""
    par = parents(tree)
    return np.where(par >= 0, tree.epsilon[np.maximum(par, 0)], 0.0)
