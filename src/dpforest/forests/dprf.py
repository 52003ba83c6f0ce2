"""DPRF (Hou, Li, Sun, Gu, Wang, Liu?; IEEE Access 7, 2019), docs/algorithms/dprf.md.

A forest of *hybrid* decision trees.  The text we have is partial and has no formulas; what is
stated and what we reconstructed (docs/algorithms/dprf.md):

1. Trees on in-bag samples (independent Bernoulli(q) draws per tree and record, docs/privacy.md),
   ε_tree = ε′/t (sequential composition over trees sharing records), or disjoint partitions with
   ε′ each (parallel).  ε′ = ε minus the optional charge for the public node-size bound.
2. Split metric IG_GR (paper: hybrid of ID3's information gain and C4.5's gain ratio).
   Reconstructed as u = N·IG / max(SI, σ) with a public floor σ on the split information, so
   its sensitivity is bounded: Δu = L/σ + min(1, log2 C/σ)·max(L, log2 K)/σ, L = log2(n_max+1) +
   1/ln 2 (:mod:`dpforest.tree.ig_gr`).  The entropies are continued linearly past n_max, so Δu
   holds for every data set and the selection is pure ε-DP whatever n_max is.  n_max is the
   user's public ``n_max`` or, if not given, a noisy count of the whole data set (charged
   ``n_max_epsilon_share``·ε on all records) plus a tail margin ln(1/β)/ε_n -- for accuracy only:
   with probability ≥ 1 − β every node is below it and gets the exact IG_GR.
3. Budget by depth (paper: "w1 = 2 dm" for the first layer, read as 2·d·m; unit share ε_u).  Reconstructed:
   w_h = 2·d·m·(1 + growth·h/d) for layers h = 0..d (the leaf layer last), ε_h = ε_tree·w_h/Σw; in
   an internal node the layer's ε_h is split between the count query and the attribute query
   with a count share rising linearly from ``count_share_root`` to ``count_share_deep``
   (:class:`dpforest.tree.schedules.DepthWeighted`).  Deeper nodes, which hold fewer records, get
   more ε and a larger count part, so their noisy counts keep a usable signal-to-noise ratio.
4. Split attribute and (for a numeric attribute) the split point are chosen jointly by the
   exponential mechanism -- implemented by permute-and-flip, never worse -- over a public
   candidate grid: no pre-discretisation beyond the schema's bins.
5. A node stops when its noisy count per class is below √2/ε_count (the noise's std), at depth d,
   or when no candidate is left; a leaf spends the rest of its path's ε on noisy class counts.
6. Majority vote of the trees' leaf labels.

``accounting='paper'``: the paper's own budget split, inherited from DiffPRF (Patil & Singh
2014), which it extends: every tree gets the whole ε′ (composition over the trees is claimed
parallel, but in-bag samples of different trees share records).  The ledger charges each tree's
queries honestly, so ``ledger_.epsilon`` is the true composed ε = ε_n + t·ε′ (ε_n the noisy
node-size bound's share, 0 with a public ``n_max``); with ``sampling='partition'`` the trees are
disjoint and the paper's split is sound (true ε = ε).
"""

from __future__ import annotations

import math

import numpy as np

from ..tree.grower import GrowthPlan, grow_trees, noisy_count_stop
from ..tree.ig_gr import IGGRScorer
from ..tree.schedules import DepthWeighted
from ..tree.scorers import get_scorer
from .base import (DPForestBase, ImpurityImportancesMixin, check_accounting, check_finite_real,
                   check_share_budget, progress_bar, resolve_max_features, tree_samples)
from .diffprfs import random_feature_sets

__all__ = ["DPRFClassifier", "public_size_bound"]


def public_size_bound(data, epsilon: float, beta: float = 1e-6) -> float:
    """A node-size bound from a charged noisy count: ñ + ln(1/β)/ε (≥ n with prob. ≥ 1 − β).

    The discrete Laplace noise of scale 1/ε is below −x with probability ≤ e^(−εx), so the margin
    ln(1/β)/ε makes the bound hold except with probability β.  Privacy does not depend on it: the
    IG_GR and information-gain scorers continue their entropies linearly past n_max, so their Δu
    holds for every data set; a node above the bound only gets a flattened utility (accuracy).
    """
    noisy = data.noisy_total(epsilon, what="dataset size (noisy node-size bound n_max)")
    return max(1.0, noisy + math.log(1.0 / beta) / epsilon)


class DPRFClassifier(ImpurityImportancesMixin, DPForestBase):
    """Differentially private random forest of hybrid IG_GR trees (DPRF, Hou et al. 2019).

    Hou et al., IEEE Access 7, 2019: trees whose splits are chosen by a hybrid of information
    gain and gain ratio (IG_GR, :mod:`dpforest.tree.ig_gr`) with a budget that grows with
    depth; the paper gives no formulas, so they are reconstructed as the module docstring and
    docs/algorithms/dprf.md say.

    Parameters
    ----------
    epsilon : float, default=1.0
        Total privacy budget ε (> 0).
    schema : :class:`dpforest.Schema`
        The public schema; required.
    n_estimators : int, default=10
        Number of trees t.
    max_depth : int, default=5
        Maximum depth d >= 1.
    max_features : {'sqrt', 'log2'}, int, float or None, default='sqrt'
        Features per tree, drawn once per tree (public randomness).
    criterion : {'ig_gr', 'gini', 'info_gain', 'max'}, default='ig_gr'
        'ig_gr' (the paper's hybrid), or any engine scorer ('entropy' is another name for
        'info_gain').
    split_info_floor : float in (0, 1], default=0.5
        σ, the public floor on the split information in IG_GR.
    n_max : float >= 1 or None, default=None
        Public upper bound on the number of records, read by 'ig_gr' and 'info_gain' (None:
        a charged noisy count sets it).
    n_max_epsilon_share : float in (0, 1), default=0.01
        Share of ε spent on that noisy count when ``n_max`` is None and the criterion needs it.
    growth : float >= 0, default=1.0
        Layer-weight growth, w_h ∝ 1 + growth·h/d (0 = equal per layer).
    count_share_root, count_share_deep : float in [0, 1), default=0.2 and 0.5
        Count-query share of an internal node's layer budget at the root and at depth d−1
        (linear in between).
    stop_factor : float >= 0 or None, default=√2
        Stop when the noisy count per class is below stop_factor/ε_count (None: never).
    sampling : {'bootstrap', 'partition', 'none'}, default='bootstrap'
        Which records each tree reads.  'bootstrap': a Bernoulli in-bag sample per tree,
        ε′/t each.  'partition': disjoint partitions, the full ε′ each (parallel
        composition).  'none': every tree reads all records, ε′/t each (sequential
        composition).  ε′ is ε less the noisy ``n_max`` count's share.
    inbag_rate : float in (0, 1], default=1 − 1/e
        Bernoulli rate of the in-bag draw (used by ``sampling='bootstrap'`` only).
    categorical_split : {'binary', 'multiway', 'mixed'}, default='binary'
        As in :class:`DiffPRFsClassifier`.
    random_state : int, RandomState, Generator or None, default=None
        Seeds every data-independent random choice (not the privacy noise).
    progress : bool or 'auto', default='auto'
        Show a progress bar ('auto': on a terminal or in a Jupyter notebook, unless the
        environment sets DPFOREST_PROGRESS=0; a bar shows once a fit has run for a second).
    accounting : {'sound', 'paper'}, default='sound'
        'sound': ε′/t per tree on shared records.  'paper': our hypothesised reading of the
        paper's split (our copy of the paper states none per tree), ε′ per tree,
        so the true composed ε is ε_n + t·ε′, which ``ledger_.epsilon`` reports (with
        ``sampling='partition'`` the split is sound and the true ε is ε; see the module
        docstring).
    n_jobs : int or None, default=None
        Threads for the histogram passes, the noise sampler and prediction (scikit-learn's
        meaning: None = 1, -1 = all cores); results do not depend on it.

    Attributes
    ----------
    trees_ : list of :class:`~dpforest.tree.model.FlatTree`
        The t trees; their leaves hold the released noisy class counts.
    tree_weights_ : ndarray of shape (n_estimators,)
        All ones: a plain majority vote of the trees' leaf labels.
    feature_sets_ : ndarray of shape (n_estimators, n_features_per_tree)
        The feature indices (schema order) each tree may split on.
    n_max_ : float or None
        The public node-size bound used: ``n_max``, the noisy bound ñ + ln(1/β)/ε_n, or None
        where the criterion needs none and none was given.
    sensitivity_ : float
        Δu of the split utility.
    layer_budgets_ : ndarray of shape (max_depth + 1,)
        ε_h of layers h = 0..d of one tree (the leaf layer last).
    feature_importances_ : ndarray of shape (n_features_in_,)
        Mean decrease in Gini impurity per feature, from the released noisy counts
        (:func:`dpforest.inspection.impurity_importances`).
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        Every charged query; ``ledger_.epsilon`` is the true composed ε.
    schema_ : :class:`~dpforest.schema.Schema`
        The schema the model encodes records with.
    classes_, n_classes_, n_outputs_, n_features_in_, feature_names_in_, target_name_
        With ``constant_``, ``fit_id_`` and ``fitted_with_version_``: as every dpforest forest
        sets them, :class:`~dpforest.forests.base.DPForestBase` says what each holds.
    """

    # the paper's copy gives no per-tree split: 'paper' is our reading of it (warnings say so)
    _paper_accounting_hypothesised = True

    def __init__(self, epsilon=1.0, schema=None, *, n_estimators=10, max_depth=5,
                 max_features="sqrt", criterion="ig_gr", split_info_floor=0.5, n_max=None,
                 n_max_epsilon_share=0.01, growth=1.0, count_share_root=0.2, count_share_deep=0.5,
                 stop_factor=math.sqrt(2.0), sampling="bootstrap", inbag_rate=1 - np.exp(-1),
                 categorical_split="binary", random_state=None, progress="auto",
                 accounting="sound", n_jobs=None):
        self.epsilon = epsilon
        self.schema = schema
        self.n_estimators = n_estimators
        self.max_depth = max_depth
        self.max_features = max_features
        self.criterion = criterion
        self.split_info_floor = split_info_floor
        self.n_max = n_max
        self.n_max_epsilon_share = n_max_epsilon_share
        self.growth = growth
        self.count_share_root = count_share_root
        self.count_share_deep = count_share_deep
        self.stop_factor = stop_factor
        self.sampling = sampling
        self.inbag_rate = inbag_rate
        self.categorical_split = categorical_split
        self.random_state = random_state
        self.progress = progress
        self.n_jobs = n_jobs
        self.accounting = accounting

    # ------------------------------------------------------------------ validation
    def _budget_split(self, epsilon):
        """(ε_n, ε′): the noisy node-size bound's share and what the trees get."""
        eps_n = self.n_max_epsilon_share * epsilon if self._needs_n_max() and self.n_max is None else 0.0
        return eps_n, epsilon - eps_n

    def _paper_undivided(self) -> bool:
        return self.accounting == "paper" and self.sampling != "partition"

    def _recipe_epsilon(self, epsilon):
        eps_n, eps_rest = self._budget_split(epsilon)
        return eps_n + self.n_estimators * eps_rest if self._paper_undivided() else epsilon
    def _needs_n_max(self) -> bool:
        return self.criterion in ("ig_gr", "info_gain", "entropy")

    def _validate_params_extra(self, schema):
        check_accounting(self.accounting)
        for name in ("count_share_root", "count_share_deep"):
            v = getattr(self, name)
            if not 0 <= v < 1:
                raise ValueError(f"{name} must be in [0, 1), got {v}")
        if not 0 < self.split_info_floor <= 1:
            raise ValueError(f"split_info_floor must be in (0, 1], got {self.split_info_floor}")
        if not self.growth >= 0:
            raise ValueError(f"growth must be >= 0, got {self.growth}")
        check_finite_real("stop_factor", self.stop_factor, low=0, allow_none=True)
        if self._needs_n_max():          # (ignored by a criterion that reads no node size)
            check_finite_real("n_max", self.n_max, low=1, allow_none=True)
        if self._needs_n_max() and self.n_max is None and not 0 < self.n_max_epsilon_share < 1:
            raise ValueError("n_max_epsilon_share must be in (0, 1) when n_max is not given")
        if self._needs_n_max() and self.n_max is None:
            check_share_budget("n_max_epsilon_share", self.n_max_epsilon_share, self.epsilon)
        if self.criterion != "ig_gr":
            get_scorer(self.criterion, 1.0)
        resolve_max_features(self.max_features, schema.n_features)
        tree_samples(1, self.sampling, self.inbag_rate)

    def _scorer(self, n_max, schema):
        if self.criterion == "ig_gr":
            K = 2 if self.categorical_split == "binary" else int(schema.n_codes().max())
            return IGGRScorer(n_max, schema.n_classes, K, self.split_info_floor)
        return get_scorer(self.criterion, n_max)

    # ------------------------------------------------------------------ fit
    def _fit_private(self, data, schema, epsilon, rng):
        t, D = self.n_estimators, self.max_depth
        f = resolve_max_features(self.max_features, schema.n_features)
        eps_n, eps_rest = self._budget_split(epsilon)
        n_max = self.n_max if eps_n == 0 else public_size_bound(data, eps_n)
        scorer = self._scorer(n_max, schema)
        schedule = DepthWeighted(self.growth, self.count_share_root, self.count_share_deep)
        stop = noisy_count_stop(self.stop_factor) if self.stop_factor is not None else None
        plan = GrowthPlan(D, scorer, schedule, stop, None, self.categorical_split)
        samples = tree_samples(t, self.sampling, self.inbag_rate)
        # sound: trees on shared records split ε′ (sequential composition); the paper: ε′ each
        undivided = self.sampling == "partition" or self._paper_undivided()
        eps_tree = np.full(t, eps_rest if undivided else eps_rest / t)
        feats = random_feature_sets(rng, t, schema.n_features, f)
        bar = progress_bar(D + 1, "DPRF levels", self.progress)
        trees = grow_trees(data, samples, feats, eps_tree, plan, rng, lambda d: bar.update())
        bar.close()
        return {"trees_": trees, "tree_weights_": np.ones(t), "feature_sets_": feats,
                "n_max_": n_max, "sensitivity_": float(scorer.sensitivity),
                "layer_budgets_": eps_tree[0] * schedule.shares(D)}
