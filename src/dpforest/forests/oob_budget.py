"""OOB budget allocation forest (Li, Qin, Luo, Zheng; Mathematics 10:4338, 2022).

docs/algorithms/oob_budget.md.  The paper's formulas 4-14 are missing from our copy; each is reconstructed
below (and in docs/algorithms/oob_budget.md), with every threshold a parameter.

Repair of Algorithm 1 (scouting).  As written it grows exact-Gini trees and reads OOB data
without noise, so everything derived from it leaks.  Here the scouting trees are grown privately
(DiffPRFs' ε_st/(d+1) per level, all of it on the Gini split selection by permute-and-flip: no
noisy node counts, no stopping test; the leaves spend the rest of the path's budget on noisy
class counts) and their OOB queries are noisy, under one of:

* ``scouting='budget'``    -- a charged share ``scout_share``·ε on all records; the final forest
  gets the rest (sequential composition: ε_s + ε_f = ε);
* ``scouting='partition'`` -- the scouts read only partition 0 of a public 2-way random split of
  the records and the final forest only partition 1; both phases get the full ε (parallel
  composition: max(ε, ε) = ε).

Algorithm 2 (private; t_s scouting trees, each with budget ε_st = ε_s/t_s on its in-bag records
for growth and ε_st again on its *disjoint* out-of-bag records for the queries below):

* (4) DP OOB error of tree t: B_t = (M_t + Lap(1/ε_e))/(O_t + Lap(1/ε_e)), clipped to
  [``min_oob_error``, 1]; M_t misclassified OOB records, O_t the OOB size, ε_e = ``oob_error_share``/2·ε_st.
* (5) tree weight: W_t = 1 − B_t (``tree_weighting='accuracy'``, default) or 1/B_t
  (``'inverse_error'``, the RFDP_OOB paper's choice).
* (6-8) VIM of feature j in tree t (Breiman's permutation importance on OOB records):
  VIM_tj = (M^π_tj − M_t)/O_t with M^π_tj the noisy misclassified count after permuting column j
  among the OOB records.  Only features the tree splits on are queried (for the others VIM is 0
  by construction -- the released tree does not read them); the remaining
  (1 − ``oob_error_share``)·ε_st is split evenly among those queries.  A permuted count has
  sensitivity 2 (see :meth:`PrivateData.noisy_error_counts`), noise scale 2/ε.
* (9) forest importance R_j = Σ_t W_t·VIM_tj / Σ_t W_t.
* (10) feature weight ω_j = (R⁺_j + λ·mean R⁺) / Σ_k (R⁺_k + λ·mean R⁺) over the selected
  features, R⁺ = max(R, 0), λ = ``weight_floor`` (no feature gets zero budget; uniform if all
  R ≤ 0).
* (11) removable set RFS = {j : R_j < μ − ``rfs_sigma``·σ}; (12) pruned set PFS = {j ∉ RFS :
  R_j < μ − ``pfs_sigma``·σ}; best set BFS = the rest (μ, σ: mean and std of R over all
  features; the "statistical method" in the spirit of the RFDP_OOB paper's μ − 2σ outlier rule).

Algorithm 3 (final forest, ε_f; everything here is post-processing of released values except the
growth itself):

* RFS is removed; each tree draws b = ``max_features`` features from the rest and drops its PFS
  members (at least one feature is kept: the heaviest drawn one).
* (13) tree weight W′_t = Σ_{j∈F_t} ω_j; tree budget ε_t = ε_f·W′_t / Σ_u W′_u (trees share the
  records: the ε_t add up to ε_f exactly).  W′_t is also the tree's vote weight.
* (14) the tree's features, sorted by ω, are its split features level by level (level h splits on
  the h-th heaviest; depth ≤ min(d, |F_t|)); the split at level h gets
  ε_t·(1 − ``leaf_share``)·ω_{F_t[h]} / Σ_{h′<d_t} ω_{F_t[h′]} -- the weight ratio over the features
  the tree actually uses, so nothing is wasted.  The split point (numeric threshold or one
  category vs the rest) is chosen by the exponential mechanism (permute-and-flip).  Leaves spend
  the rest of the path's ε (≥ ``leaf_share``·ε_t) on noisy class counts; label = argmax.

``accounting='paper'``: the paper's own accounting counts only Algorithm 3 -- the final forest
gets the whole ε -- and leaves Algorithms 1-2 out of the budget (Algorithm 1 is not private at
all).  Here the scouting phase stays at its nearest noisy equivalent (``scout_share``·ε, private
scouts, noisy OOB queries) and is charged honestly on top, so with ``scouting='budget'`` the
ledger reports the true composed ε = (1 + ``scout_share``)·ε.  With ``scouting='partition'`` the
two phases already get ε each on disjoint halves, so the paper's split is sound there (true ε = ε).
"""

from __future__ import annotations

import math
import numbers
from dataclasses import replace

import numpy as np

from ..data import TreeSample
from ..privacy import mechanisms as mech
from ..tree.grower import EqualPerLevel, GrowthPlan, grow_trees
from ..tree.model import TreeVotes
from ..tree.schedules import FeatureWeighted
from ..tree.scorers import get_scorer
from .base import (DPForestBase, ImpurityImportancesMixin, check_accounting, check_complete_tree_size,
                   check_finite_real, progress_bar, resolve_max_features)
from .diffprfs import random_feature_sets

__all__ = ["OOBBudgetForestClassifier", "feature_sets", "feature_weights", "split_budget_table",
           "tree_budgets"]


# ---------------------------------------------------------------------------- formulas (post-processing)
def feature_weights(R: np.ndarray, selected: np.ndarray, floor: float) -> np.ndarray:
    """Eq. 10: ω over the ``selected`` features from the forest importances R (0 elsewhere)."""
    w = np.zeros(len(R))
    if not selected.any():
        return w
    rp = np.maximum(np.nan_to_num(R[selected]), 0.0)
    base = rp.mean()
    v = rp + floor * base if base > 0 else np.ones_like(rp)
    w[selected] = v / v.sum()
    return w


def feature_sets(R: np.ndarray, rfs_sigma: float, pfs_sigma: float):
    """Eq. 11-12: boolean masks (RFS, PFS, BFS) from the forest importances R."""
    mu, sd = float(np.mean(R)), float(np.std(R))
    rfs = R < mu - rfs_sigma * sd
    pfs = ~rfs & (R < mu - pfs_sigma * sd)
    return rfs, pfs, ~rfs & ~pfs


def tree_budgets(tree_feats: np.ndarray, omega: np.ndarray, eps_phase: float) -> tuple[np.ndarray, np.ndarray]:
    """Eq. 13: (W′_t = Σ_{j∈F_t} ω_j, ε_t = ε_phase·W′_t/ΣW′)."""
    W = np.array([omega[f[f >= 0]].sum() for f in tree_feats])
    if not (W > 0).all():
        W = np.where(W > 0, W, W[W > 0].min() if (W > 0).any() else 1.0)
    return W, eps_phase * W / W.sum()


def split_budget_table(tree_feats: np.ndarray, omega: np.ndarray, eps_tree: np.ndarray,
                       max_depth: int, leaf_share: float) -> np.ndarray:
    """Eq. 14: ε of the split at level h of tree t (features sorted by ω, one per level)."""
    T = len(tree_feats)
    table = np.zeros((T, max(max_depth, 1)))
    for t, f in enumerate(tree_feats):
        f = f[f >= 0][:max_depth]
        if len(f) == 0:
            continue
        r = omega[f] / omega[f].sum() if omega[f].sum() > 0 else np.full(len(f), 1.0 / len(f))
        table[t, :len(f)] = eps_tree[t] * (1 - leaf_share) * r
    return table


class OOBBudgetForestClassifier(ImpurityImportancesMixin, DPForestBase):
    """Random forest with OOB-estimate-driven budget allocation (Li et al. 2022).

    Li, Qin, Luo & Zheng, Mathematics 10:4338, 2022: private scouting trees rate the features
    by their noisy out-of-bag permutation importance (Eq. 4-9); the final trees drop the
    removable features and share ε by those weights, tree by tree (Eq. 13) and level by level
    (Eq. 14).  The paper's formulas are reconstructed as the module docstring and
    docs/algorithms/oob_budget.md say.

    Parameters
    ----------
    epsilon : float, default=1.0
        Total privacy budget ε (> 0).
    schema : :class:`dpforest.Schema`
        The public schema; required.
    n_estimators : int, default=20
        Number of final trees T.
    max_depth : int, default=5
        Maximum depth d of the final trees (and of the scouts).
    max_features : {'sqrt', 'log2'}, int, float or None, default=0.5
        b, features drawn per final tree among the features not removed.
    scouting : {'budget', 'partition'}, default='budget'
        'budget': the scouts spend a charged share ``scout_share`` of ε on all records.
        'partition': the scouts read one half of a public 2-way random split, the final trees
        the other, each phase with the full ε (parallel composition).
    scout_share : float in (0, 1), default=0.2
        ε share of the scouting phase when ``scouting='budget'``.
    n_scouts : int or None, default=None
        Number of scouting trees t_s (None: ``n_estimators``); held, as the forest's trees are,
        to 2^20 leaves in all (``n_scouts`` × 2^``max_depth``).
    scout_max_features : {'sqrt', 'log2'}, int, float or None, default='sqrt'
        Features per scouting tree.
    oob_error_share : float in (0, 1), default=0.4
        Share of a scout's OOB budget for Eq. 4 (split evenly between M and O); the rest pays
        the VIM queries (so it is below 1: at 1 they would have no budget; a scout that splits
        on nothing spends its whole OOB budget on Eq. 4 whatever the share).
    tree_weighting : {'accuracy', 'inverse_error'}, default='accuracy'
        Eq. 5: W = 1 − B ('accuracy') or W = 1/B ('inverse_error', RFDP_OOB's choice).
    min_oob_error : float in (0, 1), default=0.01
        B is clipped to at least this.
    weight_floor : float > 0, default=0.1
        λ in Eq. 10: every selected feature's weight is raised by λ × the mean weight, so
        none gets zero budget (0 is refused: a level could get none).
    rfs_sigma, pfs_sigma : float, default=2.0 and 1.0
        Thresholds, in σ below μ, of Eq. 11 (removable) and Eq. 12 (pruned).
    leaf_share : float in (0, 1], default=0.3
        Minimum share of a final tree's ε left for its leaves.
    count_share : float in [0, 1), default=0.0
        Share of each split's ε spent on the node's noisy counts (0: none).
    sampling : {'bootstrap', 'none'}, default='bootstrap'
        Final trees on in-bag samples ('bootstrap') or on all records ('none'); either way
        they share the records, so their budgets ε_t add up.
    inbag_rate : float in (0, 1), default=1 − 1/e
        Bernoulli rate of the in-bag draws; below 1, since the scouts need out-of-bag records.
    categorical_split : {'binary', 'multiway', 'mixed'}, default='binary'
        As in :class:`DiffPRFsClassifier`.
    random_state : int, RandomState, Generator or None, default=None
        Seeds every data-independent random choice (not the privacy noise).
    progress : bool or 'auto', default='auto'
        Show a progress bar ('auto': on a terminal or in a Jupyter notebook, unless the
        environment sets DPFOREST_PROGRESS=0; a bar shows once a fit has run for a second).
    accounting : {'sound', 'paper'}, default='sound'
        'sound': scouting and final forest share ε.  'paper': the final forest gets the whole
        ε and scouting is charged on top, so the true ε is (1 + scout_share)·ε with
        ``scouting='budget'``; with ``scouting='partition'`` both phases already get ε on
        disjoint halves, the paper's split is sound and the true ε is ε (module docstring).
    n_jobs : int or None, default=None
        Threads for the histogram passes, the noise sampler and prediction (scikit-learn's
        meaning: None = 1, -1 = all cores); results do not depend on it.

    Attributes
    ----------
    trees_ : list of :class:`~dpforest.tree.model.FlatTree`
        The T final trees.
    tree_weights_ : ndarray of shape (n_estimators,)
        W′_t (Eq. 13), also the weights of the trees' votes.
    tree_budgets_ : ndarray of shape (n_estimators,)
        ε_t, each final tree's budget (they sum to ``final_epsilon_``).
    split_budgets_ : ndarray of shape (n_estimators, max_depth)
        ε of the split at each level of each tree (Eq. 14).
    tree_feature_order_ : ndarray of shape (n_estimators, b)
        Each tree's split features (indices) by level, heaviest first, -1 padded.  The order
        follows the noisy feature weights, so unlike the other forests' feature sets it differs
        between two fits with one ``random_state`` (which seeds only the public choices).
    feature_sets_ : ndarray of shape (n_estimators, b)
        The same array as ``tree_feature_order_`` (the features each tree may split on).
    scout_oob_error_ : ndarray of shape (n_scouts,)
        B_t (Eq. 4) of every scout.
    scout_tree_weights_ : ndarray of shape (n_scouts,)
        W_t (Eq. 5) of every scout.
    oob_feature_importances_ : ndarray of shape (n_features_in_,)
        R (Eq. 9), the scouts' OOB permutation importances (may be negative).
    feature_weights_ : ndarray of shape (n_features_in_,)
        ω (Eq. 10), 0 on the removable features.
    feature_importances_ : ndarray of shape (n_features_in_,)
        The final forest's mean decrease in Gini impurity from its released noisy counts,
        like the other forests' (non-negative, summing to 1).
    removable_features_ : list of str
        RFS (Eq. 11), feature names.
    pruned_features_ : list of str
        PFS (Eq. 12), feature names.
    best_features_ : list of str
        BFS, the other features' names.
    scouting_epsilon_ : float
        ε of the scouting phase: ``scout_share``·ε with ``scouting='budget'``, ε with
        ``'partition'`` (on its own half of the records).
    final_epsilon_ : float
        ε of the final forest: (1 − ``scout_share``)·ε with ``scouting='budget'`` (ε under
        ``accounting='paper'``), ε with ``'partition'``.
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        Every charged query; ``ledger_.epsilon`` is the true composed ε.
    schema_ : :class:`~dpforest.schema.Schema`
        The schema the model encodes records with.
    classes_, n_classes_, n_outputs_, n_features_in_, feature_names_in_, target_name_
        With ``constant_``, ``fit_id_`` and ``fitted_with_version_``: as every dpforest forest
        sets them, :class:`~dpforest.forests.base.DPForestBase` says what each holds.
    """

    def __init__(self, epsilon=1.0, schema=None, *, n_estimators=20, max_depth=5, max_features=0.5,
                 scouting="budget", scout_share=0.2, n_scouts=None, scout_max_features="sqrt",
                 oob_error_share=0.4, tree_weighting="accuracy", min_oob_error=0.01,
                 weight_floor=0.1, rfs_sigma=2.0, pfs_sigma=1.0, leaf_share=0.3, count_share=0.0,
                 sampling="bootstrap", inbag_rate=1 - np.exp(-1), categorical_split="binary",
                 random_state=None, progress="auto", accounting="sound", n_jobs=None):
        self.epsilon = epsilon
        self.schema = schema
        self.n_estimators = n_estimators
        self.max_depth = max_depth
        self.max_features = max_features
        self.scouting = scouting
        self.scout_share = scout_share
        self.n_scouts = n_scouts
        self.scout_max_features = scout_max_features
        self.oob_error_share = oob_error_share
        self.tree_weighting = tree_weighting
        self.min_oob_error = min_oob_error
        self.weight_floor = weight_floor
        self.rfs_sigma = rfs_sigma
        self.pfs_sigma = pfs_sigma
        self.leaf_share = leaf_share
        self.count_share = count_share
        self.sampling = sampling
        self.inbag_rate = inbag_rate
        self.categorical_split = categorical_split
        self.random_state = random_state
        self.progress = progress
        self.n_jobs = n_jobs
        self.accounting = accounting

    def _recipe_epsilon(self, epsilon):
        # the paper books only the final forest's ε; the scouts' share comes on top
        if self.accounting == "paper" and self.scouting == "budget":
            return (1 + self.scout_share) * epsilon
        return epsilon

    # ------------------------------------------------------------------ validation
    def _validate_params_extra(self, schema):
        check_accounting(self.accounting)
        check_complete_tree_size(self.max_depth, self.n_estimators)
        if self.scouting not in ("budget", "partition"):
            raise ValueError(f"scouting must be 'budget' or 'partition', got {self.scouting!r}")
        if self.scouting == "budget" and not 0 < self.scout_share < 1:
            raise ValueError(f"scout_share must be in (0, 1), got {self.scout_share}")
        ns = self.n_scouts
        if ns is not None and (isinstance(ns, bool) or not isinstance(ns, numbers.Real)
                               or not math.isfinite(ns) or not int(ns) == ns or ns < 1):
            raise ValueError(f"n_scouts must be a positive integer or None, got {self.n_scouts!r}")
        if not 0 < self.oob_error_share < 1:
            raise ValueError(f"oob_error_share must be in (0, 1) (the rest of a scout's OOB "
                             f"budget pays its VIM queries), got {self.oob_error_share}")
        if self.tree_weighting not in ("accuracy", "inverse_error"):
            raise ValueError("tree_weighting must be 'accuracy' or 'inverse_error'")
        if not 0 < self.min_oob_error < 1:
            raise ValueError("min_oob_error must be in (0, 1)")
        if not self.weight_floor > 0:
            # λ = 0 can leave a feature, and so a tree's level, with no budget, or one too small
            # for the exact sampler at a small ε (the fit then failed after reading records)
            raise ValueError("weight_floor must be > 0 (with 0 a tree level can get no budget)")
        if not 0 < self.leaf_share <= 1:
            raise ValueError(f"leaf_share must be in (0, 1], got {self.leaf_share}")
        if not 0 <= self.count_share < 1:
            raise ValueError(f"count_share must be in [0, 1), got {self.count_share}")
        if self.sampling not in ("bootstrap", "none"):
            raise ValueError("sampling must be 'bootstrap' or 'none' (tree budgets share the records)")
        if self.inbag_rate >= 1:
            raise ValueError("the scouting phase needs out-of-bag records: inbag_rate must be < 1")
        check_finite_real("rfs_sigma", self.rfs_sigma)
        check_finite_real("pfs_sigma", self.pfs_sigma)
        if self.n_scouts is not None:
            # the scouts' trees are held as the forest's are: refused before the read where
            # they could not be (a billion scouts took gigabytes after the records were read)
            check_complete_tree_size(self.max_depth, int(self.n_scouts), "n_scouts")
        resolve_max_features(self.max_features, schema.n_features)
        resolve_max_features(self.scout_max_features, schema.n_features, "scout_max_features")

    # ------------------------------------------------------------------ phases
    def _scout(self, data, schema, eps_s, rng, part):
        """Algorithms 1-2, private: returns (B, W, R) with every value released or post-processed."""
        F, D = schema.n_features, self.max_depth
        ts = int(self.n_scouts or self.n_estimators)
        fs = resolve_max_features(self.scout_max_features, F)
        eps_st = eps_s / ts
        samples = [TreeSample(k, part, 2 if part is not None else 1, "inbag", self.inbag_rate) for k in range(ts)]
        feats = random_feature_sets(rng, ts, F, fs)
        plan = GrowthPlan(D, get_scorer("gini"), EqualPerLevel(0.0), None, None, self.categorical_split)
        before = len(data.ledger.entries)
        scouts = grow_trees(data, samples, feats, np.full(ts, eps_st), plan, rng)
        # the scouts' growth named as theirs ("scout split selection"), as their OOB and VIM
        # queries are, so that the ledger alone tells the scouting phase from the final trees
        data.ledger.entries[before:] = [replace(e, what=f"scout {e.what}")
                                        for e in data.ledger.entries[before:]]
        used = [np.unique(tr.feature[tr.feature >= 0]) for tr in scouts]
        # Eq. 4 and 6-8 as one batch of queries, scout by scout: its OOB error, then one query
        # per feature it splits on (for the others VIM is 0).  Each scout's queries read only its
        # own OOB records; the door counts them on n_jobs threads.
        queries = []                      # (scout, permuted feature or None, ε misclassified, ε size, what)
        for k in range(ts):
            # a tree that splits on nothing spends its whole OOB budget on Eq. 4
            share = self.oob_error_share if len(used[k]) else 1.0
            queries.append((k, None, eps_st * share / 2, eps_st * share / 2, "scout OOB error (Eq. 4)"))
            queries += [(k, int(j), eps_st * (1 - share) / len(used[k]), 0.0,
                         f"scout VIM (Eq. 6-8) [{schema.feature_names[j]}]") for j in used[k]]
        tree, permute, eps_err, eps_size, what = (list(c) for c in zip(*queries))
        # the permutation's secrecy is what bounds a permuted count's sensitivity (data.py): OS
        # entropy (rng None) outside the test-only noiseless mode; there a stream seeded per
        # scout, so neither the structure draws from ``rng`` nor the thread schedule changes it
        seeded = [np.random.default_rng([data.seed + 1, k]) for k in range(ts)] if mech.is_noiseless() else None
        errs, sizes = data.noisy_error_counts([samples[k] for k in tree], TreeVotes(scouts).take(tree), eps_err,
                                              eps_size, permute_feature=permute, what=what,
                                              rng=None if seeded is None else [seeded[k] for k in tree])
        tree, plain = np.asarray(tree), np.array([j is None for j in permute])
        M, O = errs[plain], np.maximum(sizes[plain], 1.0)        # each scout's plain query, in order
        B = np.clip(M / O, self.min_oob_error, 1.0)                          # Eq. 4
        vim = np.zeros((ts, F))                                              # Eq. 6-8
        scout = tree[~plain]
        vim[scout, [j for j in permute if j is not None]] = (errs[~plain] - M[scout]) / O[scout]
        W = 1.0 - B if self.tree_weighting == "accuracy" else 1.0 / B
        W = np.maximum(W, 1e-12)
        R = (W[:, None] * vim).sum(0) / W.sum()                              # Eq. 9
        return B, W, R

    def _fit_private(self, data, schema, epsilon, rng):
        F, T, D = schema.n_features, self.n_estimators, self.max_depth
        if self.scouting == "budget":
            eps_f = epsilon if self.accounting == "paper" else (1 - self.scout_share) * epsilon
            eps_s, scout_part, final_part = self.scout_share * epsilon, None, None
        else:
            eps_s, eps_f, scout_part, final_part = epsilon, epsilon, 0, 1
        bar = progress_bar(2, "OOB budget forest phases", self.progress)
        B, W, R = self._scout(data, schema, eps_s, rng, scout_part)
        bar.update()

        rfs, pfs, bfs = feature_sets(R, self.rfs_sigma, self.pfs_sigma)      # Eq. 11-12
        selected = ~rfs
        omega = feature_weights(R, selected, self.weight_floor)              # Eq. 10
        # Algorithm 3 steps 1-2: draw b among the selected features, drop PFS members
        pool = np.flatnonzero(selected)
        b = min(resolve_max_features(self.max_features, F), len(pool))
        order = np.full((T, b), -1, dtype=np.int64)
        for t in range(T):
            drawn = rng.choice(pool, size=b, replace=False)
            keep = drawn[~pfs[drawn]]
            if len(keep) == 0:
                keep = drawn[np.argsort(-omega[drawn], kind="stable")[:1]]
            keep = keep[np.argsort(-omega[keep], kind="stable")]             # Eq. 14: by weight
            order[t, :len(keep)] = keep
        Wt, eps_t = tree_budgets(order, omega, eps_f)                        # Eq. 13
        table = split_budget_table(order, omega, eps_t, D, self.leaf_share)  # Eq. 14
        first = int(self.n_scouts or self.n_estimators)
        bag = "inbag" if self.sampling == "bootstrap" else None
        samples = [TreeSample(first + t, final_part, 2 if final_part is not None else 1, bag, self.inbag_rate)
                   for t in range(T)]
        # level h offers only the tree's h-th heaviest feature (Algorithm 3 step 6)
        rule = lambda depth, node_tree, feats: feats[:, depth:depth + 1] if depth < feats.shape[1] \
            else np.full((len(feats), 1), -1)  # noqa: E731
        plan = GrowthPlan(D, get_scorer("gini"), FeatureWeighted(table, self.count_share),
                          None, None, self.categorical_split, feature_rule=rule)
        trees = grow_trees(data, samples, order, eps_t, plan, rng)
        bar.update()
        bar.close()
        names = np.asarray(schema.feature_names, dtype=object)
        return {
            "trees_": trees, "tree_weights_": Wt, "tree_budgets_": eps_t, "split_budgets_": table,
            "tree_feature_order_": order, "feature_sets_": order,
            "scout_oob_error_": B, "scout_tree_weights_": W, "oob_feature_importances_": R,
            "feature_weights_": omega, "removable_features_": list(names[rfs]),
            "pruned_features_": list(names[pfs]), "best_features_": list(names[bfs]),
            "scouting_epsilon_": eps_s, "final_epsilon_": eps_f,
        }
