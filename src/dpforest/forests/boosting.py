"""Gradient boosting with differentially private leaves over data-independent trees.

The recipe follows the line of DP gradient-boosted trees whose structure reads no data and whose
leaves carry noisy Newton steps (Maddock et al., "Federated boosted decision trees with
differential privacy", CCS 2022, the "totally random" trees of their §4; DP-EBM's cyclic
one-feature rounds, Nori et al., ICML 2021, are the depth-1 case):

* R rounds; round r grows a random multiway tree of depth ``max_depth`` on the public grid
  (``n_bins`` equal-width bins per numeric feature, every category of a categorical one).  Root
  features cycle through random permutations of the features, so every feature is visited
  once per F rounds (DP-EBM's cyclic order); deeper nodes draw a random unused feature.  The
  structure is public randomness: it costs nothing.
* Its leaves release, in one query through :meth:`PrivateData.noisy_leaf_gradients`, the sums of
  the softmax cross-entropy gradient g = onehot(y) − p and hessian diagonal h = p(1 − p) of the
  model built so far (L1 sensitivity 3 + C/2^16 per record: 3 for the gradient and hessian, at
  most C/2^16 from rounding each to its fixed-point grid), at ε/R.  Rounds read the same
  records, so they compose sequentially to ε.
* Leaf value (Friedman 2001, Alg. 6, with an L2 term as in XGBoost, Chen & Guestrin 2016, Eq. 5):
  v = η·(C − 1)/C · G / (max(H, 0) + λ), clipped to ±``max_step``.  λ defaults to the standard
  deviation of the hessian's noise, so a leaf whose hessian sum is within its noise moves the
  model by at most about half a Newton step.
* Prediction: softmax of the summed leaf values.

Every value the fit uses is a released noisy sum or public; the ledger books the R rounds (and,
with ``n_estimators='auto'``, the noisy record count that sets R), summing to ε.
"""

from __future__ import annotations

import math
import numbers
import warnings

import numpy as np

from .._stack import user_stacklevel
from ..exceptions import SettingsWarning
from ..data import TreeSample
from ..schema import rebinned_schema
from ..tree.grids import multiscale_cuts
from ..tree.random_trees import build_random_tree, leaf_index, set_leaf_values
from .base import DPForestBase, check_share_budget, class_order, progress_bar, warn_depth_above_features

__all__ = ["DPBoostingClassifier", "auto_rounds", "boost_rounds"]


def _softmax(s: np.ndarray) -> np.ndarray:
    p = np.exp(s - s.max(1, keepdims=True))
    return p / p.sum(1, keepdims=True)


def auto_rounds(n_hat: float, epsilon: float) -> int:
    """Rounds for n̂ records at budget ε: clip(round(√(n̂·ε)/7), 5, 50) (post-processing of n̂).

    On the 382 automatic tables the best fixed R was 5 below n·ε ≈ 1,000, 10 up to ≈ 5,000,
    20 up to ≈ 20,000 and 40 above: √(n·ε)/7 passes through those points."""
    return int(min(AUTO_MAX_ROUNDS, max(5, round(math.sqrt(max(float(n_hat), 0.0) * epsilon) / 7))))


#: most rounds ``n_estimators='auto'`` can choose (:func:`auto_rounds`)
AUTO_MAX_ROUNDS = 50


def boost_rounds(data, domains, n_classes: int, rounds: int, eps_round: float, rng, *, depth: int = 1,
                 learning_rate: float = 0.5, l2: float | None = None, max_step: float = 1.0,
                 max_leaves: int = 4096, trees=(), tables=(), first_tree: int = 0,
                 soft_threshold: float = 0.0, l2_factor: float = 1.0, on_round=None):
    """``rounds`` boosting rounds through the door, each at ``eps_round`` on all records.

    Round r grows a random multiway tree of ``depth`` on the codes' public ``domains`` (root
    features cycling through random permutations), releases its leaves' noisy gradient and
    hessian sums (:meth:`PrivateData.noisy_leaf_gradients`) for the softmax model of ``trees`` /
    ``tables`` so far (an optional starting model, e.g. a tree's log-probabilities), and adds
    the clipped Newton step η·(C − 1)/C · G / (max(H, 0) + λ) at each leaf.  ``l2`` None: λ is
    ``l2_factor`` × the standard deviation of a hessian sum's noise.  ``soft_threshold`` > 0
    (measured, not used) first shrinks every |G| by that many noise standard deviations.

    Returns (trees, tables, λ): the starting model's trees and tables followed by the rounds'.
    """
    C = int(n_classes)
    Q = data.GRADIENT_RESOLUTION
    noise_sd = math.sqrt(2.0) * (3 * Q + C) / Q / eps_round
    lam = l2_factor * noise_sd if l2 is None else float(l2)
    step = learning_rate * (C - 1) / C
    F = len(domains)
    stop = lambda d, support: d >= depth  # noqa: E731
    order = np.concatenate([rng.permutation(F) for _ in range(-(-rounds // F))])
    # the model so far, each record's score kept inside the door between rounds
    model = data.model_scores(C, trees, tables)
    for r in range(rounds):
        tree = build_random_tree(rng, domains, int(order[r]), None, stop, 1.0, max_leaves).tree
        ids, n_leaves = leaf_index(tree)
        G, H = data.noisy_leaf_gradients(
            TreeSample(first_tree + r, None, 1, None), lambda codes, t=tree, i=ids: i[t.apply(codes)],
            n_leaves, model, eps_round, what="boosting leaf gradient and hessian sums")
        if soft_threshold:
            G = np.sign(G) * np.maximum(np.abs(G) - soft_threshold * noise_sd, 0.0)
        value = np.clip(step * G / (np.maximum(H, 0.0) + lam), -max_step, max_step)
        set_leaf_values(tree, value, ids)
        tree.epsilon[:] = eps_round
        model.add(tree, np.nan_to_num(tree.counts))
        if on_round is not None:
            on_round()
    return model.trees, model.tables, lam


class DPBoostingClassifier(DPForestBase):
    """Boosted random trees with differentially private Newton leaves.

    The recipe of DP gradient-boosted trees whose structure reads no data and whose leaves
    carry noisy Newton steps: Maddock et al., "Federated boosted decision trees with
    differential privacy", CCS 2022 (the "totally random" trees of their §4); DP-EBM's cyclic
    one-feature rounds (Nori et al., "Accuracy, interpretability, and differential privacy via
    explainable boosting", ICML 2021) are its ``max_depth=1`` case.  Each of the R rounds
    releases its leaves' noisy gradient and hessian sums at ε/R; the leaf value is the clipped
    Newton step of Friedman (2001, Alg. 6) with an L2 term as in XGBoost (Chen & Guestrin 2016,
    Eq. 5); see the module docstring.

    Parameters
    ----------
    epsilon : float, default=1.0
        Total privacy budget ε (> 0); each of the R rounds spends ε/R on all records (ε/R of
        what ``size_share`` leaves, with ``n_estimators='auto'``).
    schema : :class:`dpforest.Schema`
        The public schema; required.
    n_estimators : int or 'auto', default='auto'
        Number of boosting rounds R, or ``'auto'``: R = clip(round(√(n̂·ε′)/7), 5, 50) from a
        noisy record count n̂ (``size_share`` of ε) and the rest ε′ of the budget.  Each
        round's leaves pay noise of order R/ε, so few rounds suit small n·ε; the rule follows
        the best fixed R per n·ε band on 382 public tables (docs/algorithms/boosting.md).
    size_share : float in (0, 1), default=0.03
        Share of ε spent on n̂ when ``n_estimators='auto'`` (unused otherwise).
    max_depth : int, default=1
        Depth of every (multiway) tree; 1 gives an additive model of one feature per round, 2
        adds pairwise interactions.  A depth above the number of features is lowered to it
        with a ``SettingsWarning`` (a path uses each feature at most once).
    learning_rate : float in (0, 1], default=0.5
        Shrinkage η of every Newton step.
    n_bins : int or None, default=8
        Public equal-width bins per numeric feature lacking its own; ``None``: the default
        forest's multi-scale grid (equal-width plus one cut per octave of the bounds).
    l2 : float >= 0 or 'auto', default='auto'
        λ of the Newton step, in records; ``'auto'`` = the standard deviation of the noise of
        a leaf's hessian sum (about √2·3/ε_round), so a leaf whose hessian sum is within its
        noise moves the model by at most about half a Newton step.
    max_step : float, default=1.0
        Bound on the absolute value of a leaf's step (log-odds units).
    max_leaves : int, default=4096
        Public cap on the leaves of one tree (at least 2).
    random_state : int, RandomState, Generator or None, default=None
        Seeds the random structures (not the privacy noise).
    progress : bool or 'auto', default='auto'
        Show a progress bar ('auto': on a terminal or in a Jupyter notebook, unless the
        environment sets DPFOREST_PROGRESS=0; a bar shows once a fit has run for a second).
    n_jobs : int or None, default=None
        Threads for prediction (scikit-learn's meaning); results do not depend on it.

    Attributes
    ----------
    trees_ : list of :class:`~dpforest.tree.model.FlatTree`
        One random tree per round; a leaf's ``counts`` row holds the clipped Newton step it
        adds to each class's score (not class counts).  There is no ``tree_weights_``: every
        round adds its values in full.
    n_estimators_ : int
        The number of rounds R grown (``n_estimators``, or the ``'auto'`` rule's choice).
    depth_ : int
        The depth of every round's tree: ``max_depth``, at most the number of features.
    epsilon_round_ : float
        ε of one round's gradient and hessian sums.
    l2_ : float
        The λ the Newton steps used (``l2``, or the ``'auto'`` value).
    noisy_n_ : float or None
        The released noisy record count n̂ with ``n_estimators='auto'``; None otherwise
        (no size is released).
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        Every charged query (the R rounds and, with ``'auto'``, n̂); ``ledger_.epsilon ==
        epsilon``.
    schema_ : :class:`~dpforest.schema.Schema`
        The schema the model encodes records with: the declared one on the ``n_bins`` grid
        (or the multi-scale grid).
    classes_ : ndarray of shape (n_classes,)
        The declared classes in scikit-learn's sorted order (the columns of ``predict_proba``
        and of ``decision_function``).
    n_classes_, n_outputs_, n_features_in_, feature_names_in_, target_name_, constant_
        With ``fit_id_`` and ``fitted_with_version_``: as every dpforest forest sets them
        (:class:`~dpforest.forests.base.DPForestBase`).
    """

    #: leaves hold additive scores, not class counts (inspection.export_text prints them so)
    _leaves_are_scores = True

    #: experiment hooks (not parameters): soft-threshold of the gradient sums, in noise sds;
    #: multiplier of the automatic L2 term
    _soft_threshold = 0.0
    _l2_factor = 1.0

    def __init__(self, epsilon=1.0, schema=None, *, n_estimators="auto", size_share=0.03, max_depth=1,
                 learning_rate=0.5, n_bins=8, l2="auto", max_step=1.0, max_leaves=4096,
                 random_state=None, progress="auto", n_jobs=None):
        self.epsilon = epsilon
        self.schema = schema
        self.n_estimators = n_estimators
        self.size_share = size_share
        self.max_depth = max_depth
        self.learning_rate = learning_rate
        self.n_bins = n_bins
        self.l2 = l2
        self.max_step = max_step
        self.max_leaves = max_leaves
        self.random_state = random_state
        self.progress = progress
        self.n_jobs = n_jobs

    def _validate_common(self):
        saved = self.n_estimators
        if not (isinstance(saved, str) and saved == "auto") and (
                isinstance(saved, bool) or not isinstance(saved, numbers.Integral) or saved < 1):
            raise ValueError(f"n_estimators must be 'auto' or an integer >= 1, got {saved!r}")
        try:
            if saved == "auto":             # the base check wants an int
                self.n_estimators = 1
            eps, schema = super()._validate_common()
        finally:
            self.n_estimators = saved
        sh = self.size_share
        if saved == "auto" and (isinstance(sh, bool) or not isinstance(sh, numbers.Real) or not 0 < sh < 1):
            raise ValueError(f"size_share must be in (0, 1), got {sh!r}")
        if self.max_depth < 1:
            raise ValueError(f"max_depth must be >= 1, got {self.max_depth!r}")
        warn_depth_above_features(self.max_depth, schema.n_features, "random multiway tree")
        lr = self.learning_rate
        if isinstance(lr, bool) or not isinstance(lr, numbers.Real) or not 0 < lr <= 1:
            raise ValueError(f"learning_rate must be in (0, 1], got {lr!r}")
        if not (self.l2 == "auto" or (isinstance(self.l2, numbers.Real) and not isinstance(self.l2, bool)
                                      and self.l2 >= 0 and math.isfinite(self.l2))):
            raise ValueError(f"l2 must be 'auto' or a non-negative number, got {self.l2!r}")
        ms = self.max_step
        if isinstance(ms, bool) or not isinstance(ms, numbers.Real) or not ms > 0:
            raise ValueError(f"max_step must be a positive number, got {ms!r}")
        ml = self.max_leaves
        if isinstance(ml, bool) or not isinstance(ml, numbers.Integral) or ml < 2:
            raise ValueError(f"max_leaves must be an integer >= 2, got {ml!r}")
        # each round releases gradient sums at sensitivity 3Q + C and ε/R: refuse up front (public:
        # ε, the rounds or their 'auto' bound, C) a budget the exact sampler cannot draw for
        from ..data import PrivateData
        from ..privacy.exact_laplace import fits_sampler
        R = AUTO_MAX_ROUNDS if saved == "auto" else int(saved)
        eps_round = eps * (1.0 - float(sh) if saved == "auto" else 1.0) / R
        if not fits_sampler((3 * PrivateData.GRADIENT_RESOLUTION + schema.n_classes) / eps_round):
            raise ValueError(f"epsilon={eps:g} over {'up to ' if saved == 'auto' else ''}{R} boosting "
                             f"rounds leaves each round too little budget for the exact noise "
                             f"sampler; raise epsilon or lower n_estimators")
        if saved == "auto":
            check_share_budget("size_share", sh, eps)
        if self.n_bins is None:              # the default forest's multi-scale public grid
            return eps, multiscale_cuts(schema)
        return eps, rebinned_schema(schema, self.n_bins)

    def _fit_private(self, data, schema, epsilon, rng):
        n_hat = None
        if self.n_estimators == "auto":
            eps_n = float(self.size_share) * epsilon
            n_hat = data.noisy_total(eps_n, "dataset size (number of rounds)")
            epsilon -= eps_n
            R = auto_rounds(n_hat, epsilon)
        else:
            R = int(self.n_estimators)
        depth = min(int(self.max_depth), schema.n_features)
        if R < schema.n_features:
            # each round's root is the next feature of a random cycle: fewer rounds than features
            # leave features no root ever splits on (R is post-processing of the noisy size)
            one = schema.n_features - R == 1          # the verbs agree with the count
            warnings.warn(
                f"DPBoostingClassifier grows {R} round{'s' * (R != 1)}, each rooted on one "
                f"feature in a random cycle, so {schema.n_features - R} of the "
                f"{schema.n_features} features {'leads' if one else 'lead'} no "
                f"round (and {'is' if one else 'are'} reached only below depth 1 where "
                f"max_depth > 1): "
                f"{'if it is informative, it' if one else 'an informative column among them'} "
                f"can be missed. Select columns from public "
                f"knowledge first, or use DPForestClassifier, which chooses among all of them",
                SettingsWarning, stacklevel=user_stacklevel())
        bar = progress_bar(R, "DP boosting rounds", self.progress)
        trees, tables, lam = boost_rounds(
            data, schema.n_codes(), schema.n_classes, R, epsilon / R, rng,
            depth=depth, learning_rate=float(self.learning_rate),
            l2=None if self.l2 == "auto" else float(self.l2), max_step=float(self.max_step),
            max_leaves=int(self.max_leaves), soft_threshold=self._soft_threshold,
            l2_factor=self._l2_factor, on_round=bar.update)
        bar.close()
        return {"trees_": trees, "depth_": depth,
                "n_estimators_": R, "noisy_n_": n_hat, "epsilon_round_": epsilon / R, "l2_": lam}

    def _leaf_tables(self) -> list[np.ndarray]:
        """Per round, the additive score each leaf contributes (its clipped Newton step)."""
        out = []
        for tree in self.trees_:
            tab = np.where(np.isnan(tree.counts), 0.0, tree.counts)
            tab[tree.feature >= 0] = 0.0
            out.append(tab)
        return out

    def _constant_class(self):
        """The class c with s_c(x) > s_k(x) for every input x and every other class k, if the
        released model alone shows one: Σ over rounds of the smallest leaf margin
        table[l, c] − table[l, k] is positive (sufficient, post-processing of released values)."""
        tabs = [t[tree.feature < 0] for t, tree in zip(self._leaf_tables(), self.trees_)]
        if not tabs:
            return None
        C = tabs[0].shape[1]
        for c in range(C):
            worst = sum((t[:, [c]] - t).min(0) for t in tabs)
            if all(worst[k] > 0 for k in range(C) if k != c):
                return c
        return None

    #: a leaf holds a Newton step, not a count of records: no record mass to draw by
    #: (the private ROC's automatic edges, :func:`dpforest.evaluation._mass_scores`)
    _leaves_count_records = False

    def _constant_verdict(self):
        # domain probes only: a round's leaf values are Newton steps, not counts of records,
        # so they say nothing about where the records lie
        c = self._constant_class()
        return (c, None) if c is not None else (self._probe_constant(self._domain_probes()), "domain")

    def _scores(self, X) -> np.ndarray:
        """Summed leaf values (raw softmax scores), one column per class in schema order: the
        forests' chunked, threaded sum of :meth:`_leaf_tables`."""
        return self._summed_tables(X)

    @property
    def feature_importances_(self):
        # an AttributeError, as scikit-learn's estimators without importances give (hasattr
        # stays False for its tools), with where to look instead
        raise AttributeError(
            "DPBoostingClassifier has no feature_importances_: its leaves hold scores, not class "
            "counts. Use dpforest.inspection.additive_terms / plot_additive_terms (depth-1 "
            "rounds), or sklearn.inspection.permutation_importance on held-out data (not "
            "covered by epsilon: exact on the records you pass it)")

    def decision_function(self, X) -> np.ndarray:
        """Raw scores (summed leaf values), one column per class of ``classes_`` in that order,
        ``predict_proba`` being their softmax; for two classes, as scikit-learn's classifiers
        give it, one score per row: the second class's less the first's (> 0 where
        ``classes_[1]`` is predicted; the log-odds of ``predict_proba``).  Post-processing of
        the released model (a calibrator or threshold tuner fitted on these scores learns from
        the records' labels without noise: said once per such wrapper, as by
        ``predict_proba``)."""
        from .base import _warn_calibrated_on_records

        _warn_calibrated_on_records(model=self)
        scores = self._scores(X)[:, class_order(self.schema_.classes)]
        return scores[:, 1] - scores[:, 0] if scores.shape[1] == 2 else scores

    def _proba(self, X) -> np.ndarray:
        """Softmax of the summed leaf values (schema class order)."""
        return _softmax(self._scores(X))
