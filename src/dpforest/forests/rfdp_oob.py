"""RFDP_OOB (Li Yuqiang, Chen, Li, Liu; J. Harbin Inst. Technol. 53(2):146-154, 2021), docs/algorithms/rfdp_oob.md.

Budget: ε′ = ε/t per tree.  A node at depth h spends ε′/2^(h+1) (§2.2.1); a leaf the rest of its
path's budget on noisy class counts.  The tree's DP out-of-bag estimate spends ε′ on its OOB
records, disjoint from its in-bag records (parallel composition), so each tree costs ε′ and the
forest ε.

1. Phase 1 grows t′ = ``prefit_fraction``·t trees (DiffPRFs-style nodes, Gini utility).
2. Per tree the DP OOB error (Eq. 2) B = (M + Lap)/(O + Lap): M misclassified OOB records and O
   the OOB size are both private, so both are noisy (ε′/2 each; the paper leaves O un-noised,
   which leaks).  Tree weight (Eq. 3) W_t = 1/max(B, ``min_oob_error``).
3. Feature weights: at an internal node split on j, W_j = 1 − Gini(j) (Eq. 4), Gini(j) the
   weighted Gini of the node's children computed from their *released noisy class counts*
   (clipped at 0) -- never from raw records; per tree the mean over its nodes split on j (Eq. 5);
   forest weight Σ_t W̄_j·W_t / t′ (Eq. 6), trees not splitting on j contributing 0 (both readings
   are parameters: ``feature_weight_mean``, ``unsplit_features``); at the
   later updates (every ``update_every`` trees) the sum runs over every tree grown so far and is
   divided by their number (the paper states only the first, over the t′ pre-fitted trees).
4. Feature sets (Eq. 7-10): outliers are W_j < μ − 2σ.  Γ = the top-f features minus the
   outliers A; R = the rest ∪ A; the non-important set Γ′ = the outliers of R.  While more trees
   grow (in batches of ``update_every`` trees), a feature of R whose weight exceeds min(Γ) joins Γ
   and new outliers of R join Γ′; a marked feature stays marked.
5. Phase 2: the other t − t′ trees; a node whose selected split feature is in Γ′ becomes a leaf
   and spends its whole remaining path budget on its counts (pre-pruning).
6. Prediction: each tree votes its leaf label with weight W_t.

Node budget detail (a gap, docs/algorithms/rfdp_oob.md): the paper spends the whole ε′/2^(h+1) on the split
decision, but Eq. 4 needs node Gini values that must come from released noisy counts, so each
internal node gives ``count_share`` of its share to noisy class counts (also used by the DiffPRFs
stopping test) and the rest to permute-and-flip selection.

``accounting='paper'`` runs the paper's own privacy analysis (its section on the algorithm's
privacy) instead of the sound one: the OOB misclassified count gets the tree's whole ε′ and the
OOB size O enters Eq. 2 *exactly*.  That exact read goes through the door and is booked at ε = ∞, so ``ledger_.epsilon``
is ∞: the recipe is not ε-DP for any finite ε.  Growth is the sound forest's (the paper's
ε′ = ε/t per tree and ε′/2^(h+1) per level are what the sound accounting already spends; both
depart from the paper's growth by the node counts above and the DiffPRFs stopping test they
feed, which the paper does not have: docs/algorithms/rfdp_oob.md).  Two further
departures of the paper are kept at their nearest noisy equivalent and do not change the ledger:
the paper's node Gini values for Eq. 4 come from raw node records (here: released noisy counts),
and its bootstrap repeats records (here: Bernoulli in-bag draws, count sensitivity 1).
"""

from __future__ import annotations

import math
import numbers

import numpy as np

from ..tree.grower import GrowthPlan, Halving, grow_trees, noisy_count_stop
from ..tree.model import TreeVotes
from ..tree.scorers import get_scorer
from .base import (DPForestBase, ImpurityImportancesMixin, check_accounting, check_finite_real,
                   progress_bar, resolve_max_features, tree_samples)
from .diffprfs import random_feature_sets

__all__ = ["RFDPOOBClassifier", "node_feature_weights", "outliers"]


def node_feature_weights(tree, n_features: int) -> tuple[np.ndarray, np.ndarray]:
    """Eq. 4-5 from released counts: per feature, (sum of 1 − Gini(j) over nodes split on j, #nodes)."""
    total = np.zeros(n_features)
    count = np.zeros(n_features)
    n_kids = tree.n_children()               # once: a call reads every route row
    for node in np.flatnonzero(tree.feature >= 0):
        start = tree.child_start[node]
        n_children = int(n_kids[node])
        ch = np.clip(np.nan_to_num(tree.counts[start:start + n_children], nan=0.0), 0, None)
        n = ch.sum(1)
        if n.sum() <= 0:
            continue
        with np.errstate(invalid="ignore", divide="ignore"):
            g = np.where(n > 0, 1 - ((ch / np.where(n > 0, n, 1)[:, None]) ** 2).sum(1), 0.0)
        gini = float((n * g).sum() / n.sum())
        j = tree.feature[node]
        total[j] += 1 - gini
        count[j] += 1
    return total, count


def outliers(weights: np.ndarray, members: np.ndarray, k_sigma: float = 2.0) -> np.ndarray:
    """Eq. 7: members whose weight is below μ − kσ of the members' weights (boolean mask).
    A feature without a weight (NaN: no tree split on it, under ``unsplit_features='excluded'``)
    neither enters μ and σ nor is an outlier."""
    out = np.zeros(len(weights), dtype=bool)
    members = members & ~np.isnan(weights)
    if members.sum() < 2:
        return out
    w = weights[members]
    out[members] = w < w.mean() - k_sigma * w.std()
    return out


def node_feature_subsets(rng, f: int):
    """A ``GrowthPlan.feature_rule`` that offers each node ``f`` of the features it may use,
    drawn uniformly at every node and level (public randomness; -1 hides the others)."""
    def offer(depth, node_tree, features):
        features = np.asarray(features, dtype=np.int64)
        keys = rng.random(features.shape)
        keys[features < 0] = np.inf                  # padding and features a path used up
        keep = np.argsort(keys, axis=1)[:, :f]
        out = np.full_like(features, -1)
        rows = np.arange(len(features))[:, None]
        out[rows, keep] = features[rows, keep]
        return out
    return offer


class RFDPOOBClassifier(ImpurityImportancesMixin, DPForestBase):
    """Random forest under DP based on out-of-bag estimates (RFDP_OOB, Li et al. 2021).

    Li Yuqiang, Chen, Li & Liu, Journal of Harbin Institute of Technology 53(2):146-154, 2021:
    trees weighted by their DP out-of-bag error (Eq. 2-3), feature weights from the released
    node counts (Eq. 4-6) and, after ``prefit_fraction`` of the trees, pre-pruning on the
    non-important features (Eq. 7-10); the module docstring says what is reconstructed.

    Parameters
    ----------
    epsilon : float, default=1.0
        Total privacy budget ε (> 0); each tree gets ε′ = ε/t.
    schema : :class:`dpforest.Schema`
        The public schema; required.
    n_estimators : int, default=100
        Number of trees t.
    max_depth : int, default=5
        Maximum depth d >= 1.
    max_features : {'sqrt', 'log2'}, int, float or None, default='sqrt'
        Number f of features drawn, per tree or per node (``feature_sampling``).
    prefit_fraction : float in (0, 1], default=1/3
        t′/t, share of trees grown before the feature sets are formed (paper: 1/3).
    criterion : {'gini', 'max', 'info_gain'}, default='gini'
        Split utility, as in :class:`DiffPRFsClassifier`.
    count_share : float in (0, 1), default=0.5
        Share of each internal node's ε′/2^(h+1) spent on its noisy class counts (which
        Eq. 4's Gini values and the stopping test read); the rest pays the split selection.
    min_oob_error : float in (0, 1], default=0.01
        B is clipped to at least this before W_t = 1/B.
    outlier_sigma : float, default=2.0
        k in the outlier rule W_j < μ − kσ (paper: 2).
    update_every : int or None, default=None
        Phase-2 trees grown between two feature-set updates: a positive integer, or None for
        t′, the number of pre-fitted trees.
    inbag_rate : float in (0, 1), default=1 − 1/e
        Bernoulli rate of the in-bag draw.  The trees always grow on in-bag samples (the OOB
        estimate needs out-of-bag records), so it must be below 1.
    categorical_split : {'binary', 'multiway', 'mixed'}, default='binary'
        As in :class:`DiffPRFsClassifier`.
    n_max : float or None, default=None
        As in :class:`DiffPRFsClassifier`: a public upper bound on the number of records in a
        node, used only by ``criterion='info_gain'``; with None, 'info_gain' is refused.
    random_state : int, RandomState, Generator or None, default=None
        Seeds every data-independent random choice (not the privacy noise).
    progress : bool or 'auto', default='auto'
        Show a progress bar ('auto': on a terminal or in a Jupyter notebook, unless the
        environment sets DPFOREST_PROGRESS=0; a bar shows once a fit has run for a second).
    accounting : {'sound', 'paper'}, default='sound'
        'sound': ε′/2 each on the noisy OOB misclassified count and size.  'paper': the
        paper's own analysis, ε′ on the misclassified count and the exact OOB size, booked at
        ε = ∞ (see the module docstring).
    n_jobs : int or None, default=None
        Threads for the histogram passes, the noise sampler and prediction (scikit-learn's
        meaning: None = 1, -1 = all cores); results do not depend on it.
    feature_sampling : {'tree', 'node'}, default='tree'
        Where the ``max_features`` random features are drawn: ``'tree'`` (one subset per
        tree, the paper's "f features for each tree") or ``'node'`` (a fresh subset at every
        node, as scikit-learn's forests do and as the paper's code may have done; with √F of
        Internet Ads' 1,558 features per tree most trees hold no informative one).  Public
        randomness from ``random_state`` either way: no privacy cost.
    feature_weight_mean : {'splits', 'internal_nodes'}, default='splits'
        Eq. 5's denominator, a tree's weight for feature j being its summed 1 − Gini(j)
        divided by ``'splits'`` (the number of the tree's nodes split on j, a mean per split)
        or ``'internal_nodes'`` (the tree's number of internal nodes, N, as the paper's text
        reads; a feature split on at fewer nodes then weighs less).
    unsplit_features : {'zero', 'excluded'}, default='zero'
        Eq. 6 for a feature a tree never splits on: ``'zero'`` (the literal reading: the tree
        contributes weight 0, and the sum is divided by the number of trees) or
        ``'excluded'`` (the tree contributes nothing and the sum is divided by the number of
        trees that split on j; a feature no tree split on has no weight -- NaN in
        ``feature_weights_`` -- and is neither important, non-important nor counted in
        Eq. 7's μ and σ).  On wide data the literal reading leaves most weights 0, which drags
        μ − 2σ below 0 and Γ′ empty; ``'excluded'`` judges outliers among the features the
        trees used.
    stop_factor : float >= 0 or None, default=√2
        A node stops when its noisy count per class is below stop_factor/ε_count, the
        DiffPRFs noisy-count test, which the RFDP_OOB text does not have (None: never; the
        trees then grow to ``max_depth`` wherever a split divides the node).  The test reads
        only the node's released noisy counts, so either way costs no more ε.

    Attributes
    ----------
    trees_ : list of :class:`~dpforest.tree.model.FlatTree`
        The t trees; their leaves hold the released noisy class counts.
    tree_weights_ : ndarray of shape (n_estimators,)
        W_t = 1/B per tree (Eq. 3), the weights of the trees' votes.
    oob_error_ : ndarray of shape (n_estimators,)
        The noisy OOB error B per tree (Eq. 2), clipped to [``min_oob_error``, 1].
    feature_weights_ : ndarray of shape (n_features_in_,)
        Forest feature weights (Eq. 6) after the last update.
    important_features_ : list of str
        Γ, the important features (names).  Where fewer than f features have a positive
        weight, the top f is filled with weight-0 features in column order: with
        ``unsplit_features='zero'`` it can name features no tree split on.
    non_important_features_ : list of str
        Γ′, the non-important features (names) whose splits phase 2 pre-prunes.
    n_prefit_ : int
        t′, the number of trees grown before the feature sets were first formed.
    feature_sets_ : ndarray of shape (n_estimators, n_features_per_tree)
        The feature indices each tree may split on (every feature, per tree, with
        ``feature_sampling='node'``, where each node is offered its own subset).
    feature_importances_ : ndarray of shape (n_features_in_,)
        Mean decrease in Gini impurity per feature, from the released noisy counts
        (:func:`dpforest.inspection.impurity_importances`).
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        Every charged query; ``ledger_.epsilon`` is ε (∞ with ``accounting='paper'``).
    schema_ : :class:`~dpforest.schema.Schema`
        The schema the model encodes records with.
    classes_, n_classes_, n_outputs_, n_features_in_, feature_names_in_, target_name_
        With ``constant_``, ``fit_id_`` and ``fitted_with_version_``: as every dpforest forest
        sets them, :class:`~dpforest.forests.base.DPForestBase` says what each holds.
    """

    def __init__(self, epsilon=1.0, schema=None, *, n_estimators=100, max_depth=5,
                 max_features="sqrt", prefit_fraction=1 / 3, criterion="gini", count_share=0.5,
                 min_oob_error=0.01, outlier_sigma=2.0, update_every=None,
                 inbag_rate=1 - math.exp(-1), categorical_split="binary", n_max=None,
                 random_state=None, progress="auto", accounting="sound", n_jobs=None,
                 feature_sampling="tree", feature_weight_mean="splits", unsplit_features="zero",
                 stop_factor=math.sqrt(2.0)):
        self.epsilon = epsilon
        self.schema = schema
        self.n_estimators = n_estimators
        self.max_depth = max_depth
        self.max_features = max_features
        self.prefit_fraction = prefit_fraction
        self.criterion = criterion
        self.count_share = count_share
        self.min_oob_error = min_oob_error
        self.outlier_sigma = outlier_sigma
        self.update_every = update_every
        self.inbag_rate = inbag_rate
        self.categorical_split = categorical_split
        self.n_max = n_max
        self.random_state = random_state
        self.progress = progress
        self.n_jobs = n_jobs
        self.accounting = accounting
        self.feature_sampling = feature_sampling
        self.feature_weight_mean = feature_weight_mean
        self.unsplit_features = unsplit_features
        self.stop_factor = stop_factor

    def _recipe_epsilon(self, epsilon):
        # the paper's exact OOB size O is a release without noise: ε = ∞
        return np.inf if self.accounting == "paper" else epsilon

    def _validate_params_extra(self, schema):
        check_accounting(self.accounting)
        if not 0 < self.prefit_fraction <= 1:
            raise ValueError(f"prefit_fraction must be in (0, 1], got {self.prefit_fraction}")
        if not 0 < self.count_share < 1:
            raise ValueError("count_share must be in (0, 1): feature weights need noisy node counts")
        if not 0 < self.min_oob_error <= 1:
            raise ValueError("min_oob_error must be in (0, 1]")
        if self.inbag_rate >= 1:
            raise ValueError("RFDP_OOB needs out-of-bag records: inbag_rate must be < 1")
        check_finite_real("outlier_sigma", self.outlier_sigma)
        check_finite_real("stop_factor", self.stop_factor, low=0, allow_none=True)
        ue = self.update_every
        if ue is not None and (isinstance(ue, bool) or not isinstance(ue, numbers.Integral) or ue < 1):
            raise ValueError(f"update_every must be an integer >= 1 or None (None: t′, the number "
                             f"of pre-fitted trees), got {ue!r}")
        resolve_max_features(self.max_features, schema.n_features)
        get_scorer(self.criterion, self.n_max)
        if self.feature_sampling not in ("tree", "node"):
            raise ValueError(f"feature_sampling must be 'tree' or 'node', got {self.feature_sampling!r}")
        if self.feature_weight_mean not in ("splits", "internal_nodes"):
            raise ValueError(f"feature_weight_mean must be 'splits' or 'internal_nodes', got "
                             f"{self.feature_weight_mean!r}")
        if self.unsplit_features not in ("zero", "excluded"):
            raise ValueError(f"unsplit_features must be 'zero' or 'excluded', got "
                             f"{self.unsplit_features!r}")

    def _fit_private(self, data, schema, epsilon, rng):
        t, F, D = self.n_estimators, schema.n_features, self.max_depth
        f = resolve_max_features(self.max_features, F)
        t_pre = min(t, max(1, int(round(self.prefit_fraction * t))))
        step = t_pre if self.update_every is None else int(self.update_every)
        eps_t = epsilon / t
        scorer = get_scorer(self.criterion, self.n_max)
        per_node = self.feature_sampling == "node"
        # per node: every tree may use every feature, and each node is offered f of them
        feats = np.tile(np.arange(F), (t, 1)) if per_node else random_feature_sets(rng, t, F, f)
        offer = node_feature_subsets(rng, f) if per_node else None
        samples = tree_samples(t, "bootstrap", self.inbag_rate)

        trees, weights, oob = [], np.zeros(t), np.zeros(t)
        gamma = np.zeros(F, bool)
        gamma_p = np.zeros(F, bool)
        wsum, wcnt = np.zeros(F), np.zeros(F)
        fw = np.zeros(F)
        bar = progress_bar(t, "RFDP_OOB trees", self.progress)

        batches = [(0, t_pre)] + [(s, min(s + step, t)) for s in range(t_pre, t, step)]
        for b, (lo, hi) in enumerate(batches):
            prune = None
            if b > 0:
                pruned_set = gamma_p.copy()
                prune = lambda feat, ps=pruned_set: (feat >= 0) & ps[np.maximum(feat, 0)]
            plan = GrowthPlan(D, scorer, Halving(self.count_share),
                              None if self.stop_factor is None else noisy_count_stop(self.stop_factor),
                              prune, self.categorical_split, feature_rule=offer)
            new = grow_trees(data, samples[lo:hi], feats[lo:hi], np.full(hi - lo, eps_t), plan, rng)
            # DP OOB estimate (Eq. 2): ε′/2 on the misclassified count, ε′/2 on the OOB size;
            # the paper's accounting: ε′ on the count and the exact size (booked at ε = ∞)
            eps_m, eps_o = (eps_t, np.inf) if self.accounting == "paper" else (eps_t / 2, eps_t / 2)
            errs, sizes = data.noisy_error_counts(samples[lo:hi], TreeVotes(new), eps_m, eps_o)
            B = np.clip(errs / np.maximum(sizes, 1.0), self.min_oob_error, 1.0)
            oob[lo:hi] = B
            weights[lo:hi] = 1.0 / B
            for k, tree in enumerate(new):
                s, c = node_feature_weights(tree, F)
                has = c > 0
                # Eq. 5: the mean over the nodes split on j, or over all N internal nodes
                per = c[has] if self.feature_weight_mean == "splits" else c.sum()
                wsum[has] += (s[has] / per) * weights[lo + k]
                # Eq. 6: every tree counts (weight 0 where it did not split on j), or only those
                # that split on j
                wcnt += 1 if self.unsplit_features == "zero" else has
            trees.extend(new)
            with np.errstate(invalid="ignore", divide="ignore"):
                fw = np.where(wcnt > 0, wsum / np.maximum(wcnt, 1), np.nan)
            gamma, gamma_p = self._update_sets(fw, f, gamma, gamma_p, first=(b == 0))
            bar.update(hi - lo)
        bar.close()
        names = np.asarray(schema.feature_names, dtype=object)
        return {
            "trees_": trees, "tree_weights_": weights, "oob_error_": oob,
            "feature_weights_": fw, "important_features_": list(names[gamma]),
            "non_important_features_": list(names[gamma_p]), "n_prefit_": t_pre,
            "feature_sets_": feats,
        }

    def _update_sets(self, w, f, gamma, gamma_p, first):
        """Eq. 7-10 (post-processing of noisy weights): returns the new (Γ, Γ′) masks."""
        k = self.outlier_sigma
        if first or not gamma.any():
            # Eq. 7-9 at the first batch; and again at a later one while Γ is empty (no feature
            # had a weight yet, under unsplit_features='excluded'): Eq. 10 adds to Γ only
            # features above min(Γ), which an empty Γ has not, so Γ could never form.  A
            # feature already in Γ′ stays there
            w_open = np.where(gamma_p, np.nan, w)
            top = np.zeros(len(w), bool)
            # NaN (no weight, or in Γ′) sorts last and never counts as top
            top[np.argsort(-w_open, kind="stable")[:f]] = True
            top &= ~np.isnan(w_open)
            A = outliers(w_open, top, k)
            gamma = top & ~A
            return gamma, gamma_p | outliers(w, ~gamma, k)
        R = ~gamma & ~gamma_p
        gamma = gamma | (R & (w > w[gamma].min()))
        R = ~gamma & ~gamma_p
        gamma_p = gamma_p | outliers(w, R | gamma_p, k) & R
        return gamma, gamma_p
