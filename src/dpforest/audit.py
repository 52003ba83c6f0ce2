"""Empirical privacy audit: try to tell D from D' = D + one canary record by looking at models.

ε-differential privacy promises that, for every test an adversary may run on the released model
(guess "the canary was in the training data" or not), the true- and false-positive rates obey

    TPR ≤ e^ε · FPR        and        1 − FPR ≤ e^ε · (1 − TPR)

(Wasserman & Zhou 2010, Thm 2.4; Kairouz, Oh & Viswanath 2015, Thm 2.1).  The audit fits an
estimator ``n_runs`` times on each of two neighbouring data sets, computes a scalar statistic of
each fitted model's public output, chooses a test (statistic, direction, threshold) on the first
half of the runs and measures its TPR and FPR on the second half.  One-sided Clopper-Pearson
bounds (Clopper & Pearson 1934) turn those into a lower bound on the ε the estimator actually
has (Jagielski, Ullman & Oprea 2020, "Auditing differentially private machine learning", §3):

    ε_lb = max( log(TPR_lo / FPR_hi),  log((1 − FPR_hi) / (1 − TPR_lo)) ),  clipped at 0,

with TPR_lo and FPR_hi each at confidence 1 − α/2, so both hold together with probability
≥ 1 − α (Bonferroni) and both inequalities -- the "symmetric direction" -- use the same two
bounds.  If ε_lb exceeds the claimed ε, the claim is refuted at confidence 1 − α.  Passing is
*not* a proof of privacy: it only means no violation was detected with this many runs.

The neighbours are built from a small public synthetic schema (:func:`audit_dataset`), so the
audit needs no files; the adversary knows D entirely and, with a fixed ``random_state``, every
data-independent random choice of the estimator too (its strongest setting).  Only the privacy
noise differs between runs.

:class:`NoiselessControl` is a deliberately broken estimator (its counts and selections are
released without noise) that the audit must flag; it exists to show the audit has teeth.
"""

from __future__ import annotations

import math
import numbers
import time
import warnings
from dataclasses import dataclass, field

import numpy as np
import pandas as pd
from sklearn.base import BaseEstimator, ClassifierMixin, clone

from .forests.base import (ConstantModelWarning, LabelProbabilityWarning, RareClassWarning,
                           SameRecordsWarning, WeakEpsilonWarning, check_epsilon,
                           check_random_state, progress_bar)
from .privacy.mechanisms import _noiseless
from ._warning_control import filtered, is_muted, muted
from .exceptions import DPForestWarning, LeafNoiseWarning, SmallBudgetWarning
from .schema import Categorical, Numeric, Schema

__all__ = ["CANARIES", "STATISTICS", "AuditResult", "NoiselessControl", "audit", "audit_table",
           "audit_dataset", "audit_estimator", "neighbours", "clopper_pearson", "epsilon_lower_bound"]

#: neighbouring-data-set constructions (see :func:`neighbours`)
CANARIES = ("outlier", "class-flip", "single-class", "insert-at-front", "many-class", "adaptive-grid")

#: statistics computed from every fitted model's public output (see :func:`audit`)
STATISTICS = ("proba", "leaf_count", "leaf_sign", "leaf_dev", "n_nodes", "grid")

#: ``"adaptive-grid"`` fits declare this public record count, so the default forest's
#: adaptive-grid gate opens on the audit's 100 records (it releases its histograms)
GRID_AUDIT_N = 10 ** 6

#: most fits per data set :func:`audit` takes (``n_runs``): 2 × 10⁶ fits take days, and the
#: per-run readings of more would not fit in memory
MAX_RUNS = 10 ** 6
#: most records of the audit's D (``n_records``): D alone then takes about 2 GB, each fit
#: seconds (a larger D makes no stronger audit: one record among more moves less)
MAX_RECORDS = 10 ** 7

_CLASSES = ["no", "yes"]
_COLORS = ["red", "green", "blue", "zeta"]      # "zeta" is declared but never occurs in D


# ----------------------------------------------------------------------------- arguments
def _is_int(v) -> bool:
    """An integer (Python's or numpy's), not a bool."""
    return isinstance(v, numbers.Integral) and not isinstance(v, (bool, np.bool_))


def _is_real(v) -> bool:
    """A real number (Python's or numpy's), not a bool."""
    return isinstance(v, numbers.Real) and not isinstance(v, (bool, np.bool_))


def _got(v) -> str:
    """``v`` for an error message, its type named where its repr could read as a number."""
    return f"{v!r}" if v is None or type(v) in (int, float) else f"{v!r} (a {type(v).__name__})"


def _check_n_records(n_records) -> None:
    """Before any record is made: D's size is an integer in [2, MAX_RECORDS]."""
    if not _is_int(n_records) or not 2 <= n_records <= MAX_RECORDS:
        raise ValueError(f"n_records must be an integer from 2 to {MAX_RECORDS:,} "
                         f"(MAX_RECORDS), got {_got(n_records)}")


# ----------------------------------------------------------------------------- statistics
def clopper_pearson(k, n, alpha: float, side: str):
    """One-sided Clopper-Pearson bound on a binomial proportion from ``k`` successes in ``n``.

    ``side="lower"``: the p_lo with P(Bin(n, p_lo) ≥ k) = α (0 when k = 0), i.e. the
    α-quantile of Beta(k, n−k+1); ``side="upper"``: the p_hi with P(Bin(n, p_hi) ≤ k) = α (1 when
    k = n), the (1−α)-quantile of Beta(k+1, n−k) (Clopper & Pearson 1934).  Vectorised over ``k``.

    Parameters
    ----------
    k : int or array-like of int
        Successes, each a whole number in [0, n].
    n : int
        Trials, a whole number (at least 1).
    alpha : float in (0, 1)
        The one-sided error probability: the bound holds with confidence 1 − α.
    side : {'lower', 'upper'}
        Which bound.

    Returns
    -------
    ndarray
        The bound for every ``k`` (a 0-d array for a scalar ``k``).

    Raises
    ------
    ValueError
        For ``alpha`` outside (0, 1), an ``n`` that is not a whole number ≥ 1, a ``k`` that is
        not a whole number in [0, n] (NaN included) or another ``side``.
    """
    from scipy.stats import beta  # scipy is a dependency of scikit-learn

    if not _is_real(alpha) or not 0 < alpha < 1:
        raise ValueError(f"alpha must be a number in (0, 1), got {alpha!r}")
    given = k
    try:
        k, n_ = np.asarray(k, dtype=float), float(n)
    except (TypeError, ValueError):
        raise ValueError(f"k and n must be whole numbers, got k={given!r}, n={n!r}") from None
    if not (math.isfinite(n_) and n_ == round(n_) and n_ >= 1):
        raise ValueError(f"n must be a whole number >= 1, got {n!r}")
    n = n_
    if not np.all(np.isfinite(k) & (k == np.round(k))) or np.any((k < 0) | (k > n)):
        raise ValueError(f"k must be whole numbers with 0 <= k <= n = {n:g}, got {given!r}")
    if side == "lower":
        return np.where(k == 0, 0.0, beta.ppf(alpha, np.maximum(k, 1), n - k + 1))
    if side == "upper":
        return np.where(k == n, 1.0, beta.ppf(1 - alpha, k + 1, np.maximum(n - k, 1)))
    raise ValueError("side must be 'lower' or 'upper'")


def epsilon_lower_bound(tp, n_pos: int, fp, n_neg: int, alpha: float = 0.05):
    """Lower confidence bound on ε from a test's true/false positives (vectorised).

    ``tp`` of ``n_pos`` runs on D' and ``fp`` of ``n_neg`` runs on D were guessed "D'".  Returns
    max(log(TPR_lo/FPR_hi), log((1−FPR_hi)/(1−TPR_lo))) clipped at 0, the two rates bounded at
    confidence 1−α/2 each, so the result holds with probability ≥ 1−α for ε-DP estimators.
    """
    tpr_lo = clopper_pearson(tp, n_pos, alpha / 2, "lower")
    fpr_hi = clopper_pearson(fp, n_neg, alpha / 2, "upper")
    # fpr_hi > 0 and tpr_lo < 1 for finite n, so both ratios are finite; tpr_lo may be 0
    with np.errstate(divide="ignore"):
        lb = np.maximum(np.log(tpr_lo / fpr_hi), np.log((1 - fpr_hi) / (1 - tpr_lo)))
    return np.maximum(lb, 0.0)


def _epsilon_hat(tp, n_pos, fp, n_neg):
    """Point estimate max(log(TPR/FPR), log(TNR/FNR)); inf when a denominator is 0, −inf when
    both numerators are (TPR = 0 and FPR = 1: a test that guesses every run backwards), 0 where
    both terms are undefined (0/0)."""
    tpr, fpr = np.asarray(tp) / n_pos, np.asarray(fp) / n_neg
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.fmax(np.log(tpr) - np.log(fpr), np.log1p(-fpr) - np.log1p(-tpr))
    return np.nan_to_num(out, nan=0.0, posinf=np.inf, neginf=-np.inf)


def _rates(neg, pos, thresholds):
    """#(neg ≥ t) and #(pos ≥ t) for every threshold t (the test guesses D' when stat ≥ t)."""
    fp = len(neg) - np.searchsorted(np.sort(neg), thresholds, side="left")
    tp = len(pos) - np.searchsorted(np.sort(pos), thresholds, side="left")
    return tp, fp


def _choose_test(neg, pos, alpha):
    """Best (sign, threshold) on the selection runs: maximal ε_lb there, then maximal smoothed
    point estimate (ties are common when the statistic is discrete).  Returns (key, sign, thr)."""
    best = None
    for sign in (1.0, -1.0):
        a0, a1 = sign * neg, sign * pos
        thr = np.unique(np.concatenate([a0, a1]))
        tp, fp = _rates(a0, a1, thr)
        lb = epsilon_lower_bound(tp, len(a1), fp, len(a0), alpha)
        # +0.5 smoothing keeps the tie-break finite and prefers tests backed by more runs
        smooth = _epsilon_hat(tp + 0.5, len(a1) + 1, fp + 0.5, len(a0) + 1)
        i = np.lexsort((smooth, lb))[-1]
        key = (float(lb[i]), float(smooth[i]))
        if best is None or key > best[0]:
            best = (key, sign, float(thr[i]))
    return best


# ----------------------------------------------------------------------------- the data
_MANY_CLASSES = ["c0", "c1", "c2", "c3", "c4"]


#: fitted attributes every dpforest estimator's fit sets (public facts, the ledger, the schema)
#: or that the audit's own statistics read (the trees' leaf counts)
_BASE_FITTED = frozenset({"classes_", "constant_", "feature_names_in_", "fit_id_",
                          "fitted_with_version_", "ledger_", "n_features_in_", "schema_",
                          "target_name_", "trees_", "tree_weights_"})


def unread_attributes(estimator, epsilon: float = 1.0, n_records: int = 100) -> list[str]:
    """The fitted attributes of ``estimator`` (a clone fitted once on the audit's public data
    set D) that the audit's built-in statistics do not read themselves: values kept beside
    ``predict_proba`` and the trees' leaf counts (:func:`_holds_values`).  A value kept there
    and not used by ``predict_proba`` goes unaudited unless a statistic of one's own reads it
    (``audit(statistics=...)``).  [] where the fit fails or keeps none."""
    X, y, schema = audit_dataset(n_records)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            m = _configure(clone(estimator), epsilon, schema, 0).fit(X, y)
    except Exception:  # noqa: BLE001  the audit itself reports a fit that fails
        return []
    m = _fitted(m)
    return sorted(k for k, v in vars(m).items()
                  if k.endswith("_") and not k.startswith("_") and k not in _BASE_FITTED
                  and _holds_values(v))


def _holds_values(v) -> bool:
    """Whether a fitted attribute holds values a model file writes (numbers, arrays, texts,
    containers of them), not a flag, None or a fitted object of its own."""
    if v is None or isinstance(v, (bool, np.bool_)):
        return False
    return isinstance(v, (numbers.Number, np.ndarray, np.generic, str, bytes, list, tuple, dict,
                          pd.Series, pd.DataFrame))


def audit_dataset(n_records: int = 100, seed: int = 0, n_classes: int = 2, bins: int | None = 8):
    """The public base data set D of the audit and its schema (no file needed).

    Three features (``age`` and ``income`` numeric on [0, 100] with 8 public bins, ``color``
    categorical with a declared but unused category ``"zeta"``) and two classes, ``"yes"`` the
    rarer (~25 %).  Values stay below 80, so the top bins are empty in D: an outlier canary sits
    alone there.  The data are synthetic and fixed by ``seed``: the adversary knows them.

    With ``n_classes=5`` the label is instead one of ``c0``-``c4``: the 62-year age range cut
    into four bands ``c0``-``c3`` (10 % of labels redrawn at random among them), and ``c4``,
    the canary's class, absent from D.  More classes than a shallow tree has leaves: the
    default forest then scores splits by its look-ahead (top-m) counts.

    ``bins=None`` leaves the numeric features on the schema's default grid (no ``n_bins`` of
    their own), which the default forest's adaptive grid may refine.

    ``n_records`` is an integer from 2 to :data:`MAX_RECORDS` (10⁷); others raise ValueError.
    """
    _check_n_records(n_records)
    rng = np.random.default_rng(seed)
    n = int(n_records)
    age = np.round(rng.uniform(18, 80, n), 1)
    income = np.round(rng.uniform(0, 80, n), 1)
    color = rng.choice(_COLORS[:3], n)
    yes = (age > 60) ^ (rng.random(n) < 0.1)
    X = pd.DataFrame({"age": age, "income": income, "color": color})
    features = [Numeric("age", 0, 100, n_bins=bins), Numeric("income", 0, 100, n_bins=bins),
                Categorical("color", tuple(_COLORS))]
    if n_classes == 2:
        y = pd.Series(np.where(yes, "yes", "no"), name="label")
        return X, y, Schema(features, classes=_CLASSES)
    if n_classes != len(_MANY_CLASSES):
        raise ValueError(f"n_classes must be 2 or {len(_MANY_CLASSES)}, got {n_classes}")
    band = np.minimum(((age - 18) / 62 * 4).astype(int), 3)
    redraw = rng.random(n) < 0.1
    band[redraw] = rng.integers(0, 4, int(redraw.sum()))
    y = pd.Series(np.asarray(_MANY_CLASSES)[band], name="label")
    return X, y, Schema(features, classes=_MANY_CLASSES)


def neighbours(canary: str = "outlier", n_records: int = 100, seed: int = 0):
    """Neighbouring data sets for a canary strategy.

    Parameters
    ----------
    canary : str, default="outlier"
        One of :data:`CANARIES` (below).
    n_records : int, default=100
        Size of D (at least 2), as in :func:`audit_dataset`.
    seed : int, default=0
        Seed of D's synthetic records (:func:`audit_dataset`): public, the adversary knows D.

    Returns
    -------
    tuple
        ``(X0, y0, X1, y1, canary_X, canary_y, schema)`` where D = (X0, y0) and D' = (X1, y1)
        is D plus one record, the canary (one-row ``canary_X`` and ``canary_y``).

    Raises
    ------
    ValueError
        For an unknown ``canary`` or ``n_records`` below 2.

    Notes
    -----
    The canaries:

    * ``"outlier"``: age 99, income 99, the unused category ``"zeta"``, the rare class ``"yes"``;
      appended.  Alone in its bins, it moves counts no other record touches.
    * ``"class-flip"``: a copy of D's first record with the other label; appended.
    * ``"single-class"``: D has every label ``"no"``; the outlier with ``"yes"`` is appended (a fit
      that refuses single-class data reveals whether the canary is present).
    * ``"insert-at-front"``: the outlier inserted as D''s *first* row (a sampler keyed by row
      position would redraw every record's in-bag membership).
    * ``"many-class"``: the five-class D of :func:`audit_dataset`; the outlier with the class
      ``c4``, which no record of D has, appended.
    * ``"adaptive-grid"``: the outlier, on a schema whose numeric features have no grid of
      their own, so the default forest's charged histogram (``numeric_grid='adaptive'``) sees
      the canary alone in the intervals above 80; :func:`audit` declares a public n of
      ``GRID_AUDIT_N`` for it so the histogram is bought.
    """
    if canary not in CANARIES:
        raise ValueError(f"unknown canary {canary!r}; choose one of {', '.join(CANARIES)}")
    X, y, schema = audit_dataset(n_records, seed, n_classes=5 if canary == "many-class" else 2,
                                 bins=None if canary == "adaptive-grid" else 8)
    outlier = pd.DataFrame({"age": [99.0], "income": [99.0], "color": ["zeta"]})
    if canary == "many-class":
        cx, cy = outlier, pd.Series([_MANY_CLASSES[-1]], name="label")
    elif canary == "class-flip":
        cx = X.iloc[[0]].reset_index(drop=True)
        cy = pd.Series(["no" if y.iloc[0] == "yes" else "yes"], name="label")
    else:
        cx, cy = outlier, pd.Series(["yes"], name="label")
    if canary == "single-class":
        y = pd.Series(["no"] * len(y), name="label")
    if canary == "insert-at-front":
        X1, y1 = pd.concat([cx, X], ignore_index=True), pd.concat([cy, y], ignore_index=True)
    else:
        X1, y1 = pd.concat([X, cx], ignore_index=True), pd.concat([y, cy], ignore_index=True)
    return X, y, X1, y1, cx, cy, schema


# ----------------------------------------------------------------------------- the control
class NoiselessFitWarning(DPForestWarning):
    """A :class:`NoiselessControl` was fitted outside :func:`audit`: its model holds the
    records' exact counts and selections, with no privacy at all."""


class NoiselessControl(ClassifierMixin, BaseEstimator):
    """DELIBERATELY BROKEN control: ``estimator`` fitted with every privacy noise switched off.

    Its counts and split selections are exact, so it is not differentially private at all,
    whatever its ``epsilon`` says; :func:`audit` must flag it.  Never use it on real data:
    fitted outside :func:`audit` it warns (:class:`NoiselessFitWarning`), and
    :func:`dpforest.inspection.export_text` prints its counts as exact.
    """

    def __init__(self, estimator=None):
        self.estimator = estimator

    def fit(self, X, y):
        """Fit ``estimator`` on (X, y) with its noise switched off (warns
        :class:`NoiselessFitWarning` outside :func:`audit`); returns self."""
        if not is_muted(NoiselessFitWarning):
            warnings.warn(
                "NoiselessControl fits with every privacy noise switched off: its counts and "
                "split choices are the records' exact ones, so the model is not differentially "
                "private at any epsilon (it is audit's broken control; fit it on generated data "
                "only, e.g. to show what the noise hides)", NoiselessFitWarning, stacklevel=2)
        est = clone(self.estimator)
        with _noiseless():
            est.fit(X, y)
        self.estimator_ = est
        self.trees_ = getattr(est, "trees_", None) or []     # (an estimator without trees)
        self.schema_ = est.schema_
        self.classes_ = est.classes_
        return self

    def predict_proba(self, X):
        """The noiseless model's class probabilities."""
        return self.estimator_.predict_proba(X)

    def predict(self, X):
        """The noiseless model's predicted classes."""
        return self.estimator_.predict(X)


class _OwnStatisticError(Exception):
    """A statistic of the caller's failed (its name, the exception's type)."""


def _own_reading(f, m, cx):
    """A statistic of the caller's on a noiseless fit, comparable between D and D' (NaN as
    one value: NaN != NaN read every control as separating)."""
    try:
        v = float(f(_fitted(m), cx))
    except Exception as e:  # noqa: BLE001  raised on, outside the control check's own except
        raise _OwnStatisticError(_stat_name(f), type(e).__name__) from None
    return "nan" if math.isnan(v) else v


def _fitted(m):
    """The fitted estimator a statistic of one's own reads (inside a noiseless control, the
    control's own fit)."""
    return m.estimator_ if isinstance(m, NoiselessControl) else m


def _inner(est):
    return est.estimator if isinstance(est, NoiselessControl) else est


def _name(est) -> str:
    if isinstance(est, NoiselessControl):
        return f"NoiselessControl({type(est.estimator).__name__})"
    return type(est).__name__


def _configure(est, epsilon, schema, random_state):
    """A clone with the audit's schema, ε, random_state and no progress bar of its own."""
    est = clone(est)
    prefix = "estimator__" if isinstance(est, NoiselessControl) else ""
    params = _inner(est).get_params()
    kw = {"schema": schema}
    if epsilon is not None:
        kw["epsilon"] = epsilon
    if "progress" in params:
        kw["progress"] = False
    if "random_state" in params:
        kw["random_state"] = random_state
    est.set_params(**{prefix + k: v for k, v in kw.items()})
    return est


@dataclass
class AuditResult:
    """Outcome of :func:`audit` (one estimator, one canary).

    ``epsilon_lb`` is a (1−``alpha``)-confidence lower bound on the estimator's true ε;
    ``passed`` is ``epsilon_lb <= epsilon``.  ``tpr``/``fpr`` are measured on the ``n_eval``
    evaluation runs per data set, with the test ``statistic`` {≥ | ≤} ``threshold`` chosen on
    the other runs.  ``refused`` counts fits that raised on (D, D') (any exception: a refusal or an
    error is public output), scored as −inf.

    Attributes
    ----------
    estimator : str
        The audited estimator's class name (``NoiselessControl(...)`` for the control; the
        label given to :func:`audit_table`).
    canary : str
        The canary strategy (:data:`CANARIES`).
    statistic : str
        The statistic the chosen test reads (:data:`STATISTICS`).
    direction : {'>=', '<='}
        The test's direction: it guesses D' where the statistic is ≥ (or ≤) ``threshold``.
    threshold : float
        The test's threshold, in the statistic's own units.
    runs : int
        Fits on each of D and D'.
    n_eval : int
        The evaluation runs per data set (the second half of ``runs``).
    tpr, fpr : float
        The test's true- and false-positive rates on the evaluation runs.
    epsilon_lb : float
        The (1 − ``alpha``)-confidence lower bound on ε from those rates.
    epsilon_hat : float
        The point estimate max(log(TPR/FPR), log((1 − FPR)/(1 − TPR))) on the evaluation
        runs, without confidence bounds (∞ where a rate it divides by is 0; −∞ where both
        numerators are 0, a test that guessed every evaluation run backwards, TPR = 0 and
        FPR = 1; 0 where it is undefined).
    epsilon : float
        The claimed ε.
    alpha : float
        1 − the confidence of ``epsilon_lb``.
    passed : bool
        ``epsilon_lb <= epsilon``: no violation detected (not a proof of privacy).
    refused : tuple of int
        Fits that raised, on D and on D'.
    seconds : float
        Wall-clock time of the ``2 × runs`` fits, each with the readings taken of its model.
    eval_d : ndarray of shape (n_eval,)
        The chosen statistic on D's evaluation runs (−inf for a refused fit).
    eval_d_prime : ndarray of shape (n_eval,)
        The same on D''s evaluation runs; :meth:`tradeoff` and :meth:`plot` read both.
    control_separates : bool or None
        Whether the same estimator with its noise switched off (:class:`NoiselessControl`)
        releases different models from D and D'; False makes the verdict 'inconclusive' (no
        test could tell them apart, private or not); None where no control was run.
    constant_statistic : bool
        The chosen statistic took one value on every run of both data sets (no threshold
        can separate anything): the verdict is then 'inconclusive'.
    ledger_epsilon : float or None
        The largest ε a fit's own ledger composed (``ledger_.epsilon``; None for a model
        without one).  Above the claimed ε the verdict is 'FAIL' whatever the runs show: the
        estimator's own accounting contradicts its claim (an estimator fitted at a larger ε
        than its parameter says, a paper's own accounting).
    """

    estimator: str
    canary: str
    statistic: str
    direction: str
    threshold: float
    runs: int
    n_eval: int
    tpr: float
    fpr: float
    epsilon_lb: float
    epsilon_hat: float
    epsilon: float
    alpha: float
    passed: bool
    refused: tuple = (0, 0)
    seconds: float = 0.0
    eval_d: np.ndarray = field(default=None, repr=False)        # chosen statistic on D, eval half
    eval_d_prime: np.ndarray = field(default=None, repr=False)  # ... on D'
    control_separates: bool | None = None
    #: the chosen statistic took one value on every run of both data sets (a model without
    #: trees audited on leaf counts, say): no threshold can separate anything
    constant_statistic: bool = False
    ledger_epsilon: float | None = None

    @property
    def ledger_over_claim(self) -> bool:
        """Whether some fit's own ledger composed more than the claimed ε."""
        return self.ledger_epsilon is not None and not (
            self.ledger_epsilon <= self.epsilon * (1 + 1e-9))

    @property
    def max_detectable(self) -> float:
        """The largest ``epsilon_lb`` these runs could give: a test that separates D from D'
        perfectly on every evaluation run.  Below the claimed ε, a pass says nothing."""
        return float(epsilon_lower_bound(np.array([self.n_eval]), self.n_eval, np.array([0]),
                                         self.n_eval, self.alpha)[0])

    @property
    def verdict(self) -> str:
        """'FAIL' (the lower bound exceeds the claim), 'pass', or 'inconclusive' when even a
        perfect test on this many runs could not show a violation of the claimed ε, or when
        the same estimator with its noise switched off releases the same model from D and D'
        (``control_separates`` False: no test could tell them apart, private or not), or when
        the statistic read took one value on every run (``constant_statistic``); 'FAIL' too
        where a fit's own ledger composed more than the claim (``ledger_epsilon``)."""
        if not self.passed or self.ledger_over_claim:
            return "FAIL"
        if self.control_separates is False or self.constant_statistic:
            return "inconclusive"
        return "pass" if self.max_detectable > self.epsilon else "inconclusive"

    def to_dict(self) -> dict:
        """The result's figures as JSON-ready values (without the per-run statistics)."""
        keys = ("estimator", "canary", "runs", "statistic", "direction", "threshold", "tpr", "fpr",
                "epsilon_lb", "epsilon_hat", "epsilon", "alpha", "passed", "verdict",
                "max_detectable", "control_separates", "refused", "seconds", "ledger_epsilon")
        d = {k: getattr(self, k) for k in keys}
        d["refused"] = f"{self.refused[0]}/{self.refused[1]}"
        # the table's column follows the verdict: an inconclusive audit (a noiseless control
        # whose runs cannot show its leak, say) is no pass, though its bound is within the claim
        d["passed"] = {"pass": True, "FAIL": False}.get(self.verdict)
        return d

    def tradeoff(self):
        """(FPR, FNR) of the test "statistic ≥ t" (oriented so D' is larger) over every
        threshold t on the evaluation runs, from "always D'" to "never D'"."""
        s = 1.0 if self.direction == ">=" else -1.0
        d0, d1 = s * self.eval_d, s * self.eval_d_prime
        thr = np.concatenate([np.unique(np.concatenate([d0, d1])), [np.inf]])
        tp, fp = _rates(d0, d1, thr)
        return fp / len(d0), 1 - tp / len(d1)

    def plot(self, ax=None, path=None):
        """Trade-off curve (FPR vs FNR) on the evaluation runs beside the ε-DP boundary
        FNR ≥ max(0, 1 − e^ε·FPR, e^−ε·(1 − FPR)) for the claimed ε (Kairouz et al. 2015).

        Two panels: linear axes and log-log axes (zero rates drawn at 1/(2·n_eval), marked).
        Returns the two Axes (``.figure`` is their figure: a Figure as a notebook cell's last
        expression is shown twice); writes a PNG when ``path`` is given (the figure stays open,
        and the session's matplotlib backend is left as it was: a notebook keeps showing plots).
        """
        from .inspection import _pyplot

        plt = _pyplot()

        from matplotlib.patches import Rectangle

        fpr, fnr = self.tradeoff()
        n, half = self.n_eval, self.alpha / 2
        tp, fp = round(self.tpr * n), round(self.fpr * n)
        box = (float(clopper_pearson(fp, n, half, "lower")), float(clopper_pearson(fp, n, half, "upper")),
               1 - float(clopper_pearson(tp, n, half, "upper")), 1 - float(clopper_pearson(tp, n, half, "lower")))
        grid = np.concatenate([[0.0], np.logspace(-4, 0, 400)])
        e = math.exp(self.epsilon)
        bound = np.maximum.reduce([np.zeros_like(grid), 1 - e * grid, (1 - grid) / e])
        own = ax is None
        if own:
            fig, axes = plt.subplots(1, 2, figsize=(10, 4.5))
        else:
            axes, fig = np.atleast_1d(ax), np.atleast_1d(ax)[0].figure
        floor = 0.5 / self.n_eval
        for k, a in enumerate(axes[:2]):
            log = k == 1
            f = np.maximum(fpr, floor) if log else fpr
            g = np.maximum(fnr, floor) if log else fnr
            a.plot(f, g, marker=".", label=f"audit ({self.statistic})")
            b = np.maximum(bound, floor) if log else bound
            a.plot(np.maximum(grid, floor) if log else grid, b, "k--",
                   label=f"ε-DP boundary, ε = {self.epsilon:g}")
            # the verdict's own test: its point and the confidence box its bound is read from
            # (a curve of sampled rates can dip below the boundary within that box)
            x0, x1, y0, y1 = (np.maximum(v, floor) if log else v for v in box)
            a.plot([max(self.fpr, floor) if log else self.fpr],
                   [max(1 - self.tpr, floor) if log else 1 - self.tpr], "x", color="tab:red",
                   label=f"chosen test, {1 - self.alpha:.0%} box (the verdict reads it)")
            a.add_patch(Rectangle((x0, y0), x1 - x0, y1 - y0, fill=False, edgecolor="tab:red",
                                  linewidth=1))
            if log:
                a.set_xscale("log")
                a.set_yscale("log")
                a.set_xlim(floor * 0.8, 1.05)
                a.set_ylim(floor * 0.8, 1.05)
                a.set_title(f"log-log (0 drawn at {floor:.2g})")
            else:
                a.set_xlim(-0.02, 1.02)
                a.set_ylim(-0.02, 1.02)
                a.set_title("linear")
            a.set_xlabel("false-positive rate (guess D' on D)")
            a.set_ylabel("false-negative rate (guess D on D')")
            # "best": in the log-log panel a fixed upper-right legend covered the curve
            a.legend(loc="best", fontsize=8)
        verdict = self.verdict.upper()
        fig.suptitle(f"{self.estimator}, canary {self.canary}: ε_lb = {self.epsilon_lb:.3f} "
                     f"(claimed {self.epsilon:g}) {verdict}, {self.runs} runs per data set",
                     fontsize=10)
        if own:
            fig.tight_layout()
        from .inspection import _save
        _save(fig, own, path)
        return np.asarray(axes[:2], dtype=object)


# ----------------------------------------------------------------------------- the audit
def _stat_name(f) -> str:
    """A statistic's name: its own for a built-in one, ``__name__`` for a function."""
    return f if isinstance(f, str) else str(getattr(f, "__name__", "") or repr(f))


def _statistics(proba, counts, nodes, base, grid=None, custom=None):
    """Every statistic, shape (runs,), from the raw observations; refused fits score −inf.

    ``base`` is D's median count per tree at the canary's leaf, taken from the *selection* runs
    on D only.  ``leaf_sign`` sums clip(count − base, −1, 1) over trees: for an integer count
    under Laplace noise, shifted by one when the canary is present, the per-tree likelihood
    ratio is a step at base + ½, so this is the Neyman-Pearson test of each tree.  ``leaf_dev``
    sums |count − base|: it catches changes of either sign larger than one record's, such as a
    sampler that redraws other records' membership when the canary arrives.  ``grid`` counts
    the fitted grid's cut points of the first feature above 80, where only the canary has
    values (a data-adaptive grid that read its records without noise would move them).
    """
    dev = counts - base
    out = {"proba": proba, "leaf_count": np.nansum(counts, axis=1),
           "leaf_sign": np.nansum(np.clip(dev, -1, 1), axis=1),
           "leaf_dev": np.nansum(np.abs(dev), axis=1), "n_nodes": nodes,
           "grid": np.zeros_like(nodes) if grid is None else grid, **(custom or {})}
    refused = np.isnan(nodes)
    return {k: np.where(refused, -np.inf, v) for k, v in out.items()}


def audit(estimator, canary: str = "outlier", n_runs: int = 400, epsilon=None, alpha: float = 0.05,
          random_state=0, n_records: int = 100, statistics=STATISTICS, progress="auto") -> AuditResult:
    """Empirically audit ``estimator``'s ε-DP claim with a distinguishing experiment.

    Parameters
    ----------
    estimator : estimator
        An unfitted dpforest estimator (or :class:`NoiselessControl`); it is cloned and given
        the audit's schema (its own ``schema`` is replaced), ``random_state`` and, when
        ``epsilon`` is set, that ε.  Keep it small (few, shallow trees): per-tree budgets are
        then larger and each fit fast, which makes the audit both stronger and cheaper.
    canary : str, default="outlier"
        One of :data:`CANARIES` (see :func:`neighbours`).
    n_runs : int, default=400
        Fits on *each* of D and D' (the first half chooses the test, the second evaluates
        it); from 4 to :data:`MAX_RUNS` (10⁶).
    epsilon : float or None, default=None
        The claimed ε (None: the estimator's own ``epsilon``, which must then be a valid ε
        itself); a positive finite number, not a bool.
    alpha : float in (0, 1), default=0.05
        1 − confidence of ``epsilon_lb`` (of this one audit: see docs/audit.md on running
        several).
    random_state : int, None, numpy RandomState or Generator, default=0
        The estimator's ``random_state`` for every fit.  An integer ≥ 0 (default 0) is the
        adversary's strongest setting: all structure choices are public and shared by the
        runs, only the privacy noise differs.  A numpy ``RandomState`` or ``Generator`` is
        copied into every fit in the state it has, so it acts as a fixed seed too (the
        caller's generator is not advanced).  ``None`` draws a fresh seed per fit (a weaker
        adversary).  Anything else (a negative integer, a float, a string) raises ValueError.
        Because the seed is fixed and known, an estimator's *privacy noise* must never be
        drawn from ``random_state``: seeded noise is the same in every run, and the audit
        rightly reports it as a violation.
    n_records : int, default=100
        Size of D, from 2 to :data:`MAX_RECORDS` (10⁷).
    statistics : sequence of str or callable, default=STATISTICS
        Which statistics the test may use (chosen on the selection half): names of
        :data:`STATISTICS`, or functions ``f(fitted_model, canary) -> float`` of one's own
        (``canary`` is the canary's one-row frame), each read on every fit and named by its
        ``__name__`` -- what an estimator of one's own releases that the built-in statistics
        do not read (a naive Bayes' tables, a linear model's weights).  The built-in ones:
        ``proba`` -- predict_proba of the canary's class at the canary; ``leaf_count`` -- the
        sum over trees of the released count of the canary's class in the canary's leaf;
        ``leaf_sign`` -- the per-tree optimal test of that count against D's median;
        ``leaf_dev`` -- the sum over trees of |that count − D's median| (changes beyond one
        record, of either sign); ``n_nodes`` -- total size of the trees (data-dependent
        structure); ``grid`` -- the fitted grid's cut points of the first feature above 80,
        where only the canary has values (a data-adaptive grid read without noise moves them).
    progress : bool or 'auto', default='auto'
        tqdm bar: True, False or "auto" (on a terminal or in a Jupyter notebook).

    Returns
    -------
    AuditResult
        The chosen test, its rates, ``epsilon_lb`` and the verdict.

    Raises
    ------
    TypeError
        For an ``estimator`` that is a class rather than an instance, or not a dpforest
        estimator (one with ``schema`` and ``epsilon`` parameters).
    ValueError
        For an unknown ``canary``, ``n_runs`` not an integer in [4, 10⁶], ``alpha`` not a
        number in (0, 1), ``epsilon`` (or, where it is None, the estimator's own ``epsilon``)
        not a positive finite number, a ``random_state`` other than those above,
        ``n_records`` not an integer in [2, 10⁷], or ``statistics`` not a non-empty sequence
        of known names and named functions.  All are checked before any fit.
    RuntimeError
        If every fit failed, or reading a fitted model failed: a statistic of one's own that
        raised, a model whose ``classes_`` lack the canary's class, a ``predict_proba`` that
        raised (the original error chained as its cause).
    """
    # every argument checked before anything is made or fitted: a wrong one failed in each
    # of the 2 * n_runs fits ("every fit failed"), or after them, or in numpy's allocation
    for what, e in (("estimator", estimator), ("estimator's estimator", _inner(estimator))):
        if isinstance(e, type):
            raise TypeError(f"{what} must be an estimator instance, got the class "
                            f"{e.__name__}: pass {e.__name__}(...) (audit clones it, and fits "
                            f"only the clones)")
    if not isinstance(canary, str) or canary not in CANARIES:
        raise ValueError(f"canary must be one of {', '.join(CANARIES)}, got {_got(canary)}")
    if not _is_int(n_runs) or not 4 <= n_runs <= MAX_RUNS:
        raise ValueError(f"n_runs must be an integer from 4 to {MAX_RUNS:,} (MAX_RUNS), "
                         f"got {_got(n_runs)}")
    if not _is_real(alpha) or not 0 < alpha < 1:
        raise ValueError(f"alpha must be a number in (0, 1), got {_got(alpha)}")
    alpha = float(alpha)
    if epsilon is not None:
        epsilon = check_epsilon(epsilon)
    check_random_state(random_state)
    _check_n_records(n_records)
    if isinstance(statistics, str) or callable(statistics):
        statistics = (statistics,)
    else:
        try:
            statistics = tuple(statistics)
        except TypeError:
            raise ValueError(f"statistics must be a non-empty sequence of names in {STATISTICS} "
                             f"or functions f(fitted_model, canary) -> float, got "
                             f"{_got(statistics)}") from None
    own = {_stat_name(f): f for f in statistics if callable(f)}
    bad = [s for s in statistics if not callable(s) and s not in STATISTICS]
    if bad or not statistics:
        raise ValueError(f"statistics must be a non-empty sequence of names in {STATISTICS} or "
                         f"functions f(fitted_model, canary) -> float, got {statistics}")
    if len(own) < sum(callable(f) for f in statistics) or set(own) & set(STATISTICS):
        raise ValueError("each function in statistics needs a __name__ of its own (not one of "
                         f"{STATISTICS})")
    params = _inner(estimator).get_params() if hasattr(_inner(estimator), "get_params") else {}
    if not {"schema", "epsilon"} <= set(params):
        # a scikit-learn baseline (RandomForestClassifier) failed in set_params with its own
        # "Invalid parameter 'schema'": say what the audit takes, and the leaky reference
        raise TypeError(
            f"audit takes a dpforest estimator (one with schema and epsilon parameters), got "
            f"{type(_inner(estimator)).__name__}; for a non-private reference audit "
            f"dpforest.audit.NoiselessControl(<a dpforest estimator>): the same estimator with "
            f"its noise switched off, which must FAIL")
    if epsilon is None:
        try:
            check_epsilon(params["epsilon"])
        except ValueError as e:
            raise ValueError(f"the estimator's own epsilon, the claim audited where audit's "
                             f"epsilon is None, is not valid ({e}): set it, or pass "
                             f"audit(epsilon=...)") from None
    X0, y0, X1, y1, cx, cy, schema = neighbours(canary, n_records)
    est = _configure(estimator, epsilon, schema, random_state)
    if canary == "adaptive-grid" and "n_samples" in _inner(est).get_params():
        est.set_params(**{("estimator__" if isinstance(est, NoiselessControl) else "")
                          + "n_samples": GRID_AUDIT_N})
    claimed = float(_inner(est).epsilon)
    cls = schema.classes.index(cy.iloc[0])
    n = int(n_runs)
    seeds = np.random.default_rng().integers(0, 2 ** 31, size=(n, 2)) if random_state is None else None

    proba = np.full((2, n), np.nan)
    nodes = np.full((2, n), np.nan)
    custom = {k: np.full((2, n), np.nan) for k in own}
    grid = np.zeros((2, n))
    counts, errors = [[], []], []
    mcodes = mschema = booked = None
    bar = progress_bar(2 * n, f"audit {_name(est)} ({canary})", progress)
    t0 = time.perf_counter()
    try:
        for r in range(n):
            for side, (X, y) in enumerate(((X0, y0), (X1, y1))):  # interleaved: no drift between sides
                m = clone(est)
                if seeds is not None:
                    m.set_params(**{("estimator__" if isinstance(m, NoiselessControl) else "")
                                    + "random_state": int(seeds[r, side])})
                try:
                    # hundreds of fits: a constant model is expected; the noiseless control is
                    # the audit's own; small forests are the audit's choice (audit_estimator),
                    # not the user's; every fit reads one of two public data sets (at the
                    # large epsilons an audit tries on purpose), small by the audit's design
                    with muted(ConstantModelWarning, NoiselessFitWarning, LeafNoiseWarning,
                               SameRecordsWarning, WeakEpsilonWarning, SmallBudgetWarning):
                        m.fit(X, y)
                except Exception as e:  # noqa: BLE001  a refusal, or any error, is public
                    # output too (scored −inf): of whatever type, it must not tell D from D'
                    errors.append(e)
                    counts[side].append(np.zeros(0))
                    bar.update()
                    continue
                # a fitted model the audit cannot read is no public output of the estimator's:
                # said as the audit's error (naming the run and what failed), not raised raw
                # from inside the loop after hundreds of fits
                where = f"run {r + 1} of {_name(est)} on " + ("D" if side == 0 else "D'")
                try:
                    if mcodes is None or m.schema_ != mschema:
                        # the fitted schema: some forests re-bin (the same every run), the
                        # adaptive grid refines it from a noisy histogram (new each run)
                        mschema, mcodes = m.schema_, m.schema_.encode(cx)
                    # (an estimator of one's own need not have trees: its leaf statistics are
                    # then constant, and a verdict read from them alone is inconclusive)
                    trees = getattr(m, "trees_", None) or []
                    counts[side].append(_canary_counts(trees, mcodes, cls))
                    # predict_proba's columns follow classes_ (sorted); cls indexes the
                    # schema's order (its notices on a rare class or label leaves are about
                    # the audit's own small made-up data, and printed between the verdicts
                    # they read as the user's)
                    with muted(RareClassWarning, LabelProbabilityWarning):
                        p = m.predict_proba(cx)
                    fitted_classes = np.asarray(m.classes_).tolist()
                except Exception as e:  # noqa: BLE001  re-raised, named, below
                    raise RuntimeError(f"reading the fitted model failed ({where}): "
                                       f"{type(e).__name__}: {e}") from e
                if schema.classes[cls] not in fitted_classes:
                    raise RuntimeError(
                        f"the fitted model's classes_ {fitted_classes} lack the canary's class "
                        f"{schema.classes[cls]!r} ({where}): a fit must keep every class of the "
                        f"schema it is given (classes read from the records would tell which "
                        f"are present), and the audit reads predict_proba's column of it")
                proba[side, r] = p[0, fitted_classes.index(schema.classes[cls])]
                # what the fit's own accounting composed, read against the claim below
                led = getattr(_fitted(m), "ledger_", None)
                if led is not None:
                    booked = max(booked, float(led.epsilon)) if booked is not None \
                        else float(led.epsilon)
                nodes[side, r] = sum(t.n_nodes for t in trees)
                for k, f in own.items():
                    try:
                        custom[k][side, r] = float(f(_fitted(m), cx))
                    except Exception as e:  # noqa: BLE001  the caller's code: named
                        # as on the noiseless control's fit below: a failing statistic fails
                        # the audit (it must not turn into a verdict read without it)
                        raise RuntimeError(f"the statistic {k!r} failed ({where}): "
                                           f"{type(e).__name__}: {e}") from e
                f0 = m.schema_.features[0]
                grid[side, r] = np.sum(f0.edges(m.schema_.n_bins) > 80) if f0.kind == "numeric" else 0
                bar.update()
    finally:
        bar.close()
    seconds = time.perf_counter() - t0
    refused = (int(np.isnan(nodes[0]).sum()), int(np.isnan(nodes[1]).sum()))
    if refused == (n, n):
        raise RuntimeError(f"every fit of {_name(est)} failed; the first error was: {errors[0]}")
    width = max(len(c) for side in counts for c in side)
    C = np.full((2, n, width), np.nan)
    for side in (0, 1):
        for r, c in enumerate(counts[side]):
            C[side, r, :len(c)] = c

    n_sel = n // 2
    sel, ev = slice(0, n_sel), slice(n_sel, n)
    # all-NaN columns (a tree no D run has) -> 0, left out of the median rather than silenced
    ref = C[0, sel]
    some = ~np.isnan(ref).all(axis=0)
    base = np.zeros(ref.shape[1:])
    if some.any():
        base[some] = np.nanmedian(ref[:, some], axis=0)
    base = np.nan_to_num(base, nan=0.0)
    stats = [_statistics(proba[s], C[s], nodes[s], base, grid[s],
                         {k: v[s] for k, v in custom.items()}) for s in (0, 1)]

    best = None
    for name in (_stat_name(f) for f in statistics):
        key, sign, thr = _choose_test(stats[0][name][sel], stats[1][name][sel], alpha)
        if best is None or key > best[0]:
            best = (key, name, sign, thr)
    _, name, sign, thr = best
    both = np.concatenate([np.asarray(stats[0][name], dtype=float).ravel(),
                           np.asarray(stats[1][name], dtype=float).ravel()])
    both = both[~np.isnan(both)]
    flat = len(both) == 0 or bool(np.all(both == both[0]))
    d0, d1 = stats[0][name][ev], stats[1][name][ev]
    tp, fp = _rates(sign * d0, sign * d1, np.array([thr]))
    n_eval = n - n_sel
    lb = float(epsilon_lower_bound(tp, n_eval, fp, n_eval, alpha)[0])
    hat = float(_epsilon_hat(tp, n_eval, fp, n_eval)[0])
    # the control reads its own estimator the same way: a control that cannot tell D from D'
    # even without noise shows an audit without power, not a broken one
    try:
        separates = _noiseless_separates(_inner(est), (X0, y0), (X1, y1), cx, cls, schema,
                                         random_state, tuple(own.values()))
    except _OwnStatisticError as e:
        # a statistic of the caller's that fails on the control's fit fails the audit, as it
        # would on the audit's own fits (it must not turn an inconclusive verdict into a pass)
        raise RuntimeError(f"the statistic {e.args[0]!r} failed on the noiseless control's "
                           f"fit ({e.args[1]})") from None
    except Exception:  # noqa: BLE001  the check must not lose a finished audit: unknown
        separates = None
    return AuditResult(
        estimator=_name(est), canary=canary, statistic=name,
        direction=">=" if sign > 0 else "<=", threshold=sign * thr, runs=n, n_eval=n_eval,
        tpr=float(tp[0]) / n_eval, fpr=float(fp[0]) / n_eval, epsilon_lb=lb, epsilon_hat=hat,
        epsilon=claimed, alpha=alpha, passed=bool(lb <= claimed), refused=refused,
        seconds=seconds, eval_d=d0, eval_d_prime=d1, control_separates=separates,
        constant_statistic=flat, ledger_epsilon=booked)


def _canary_counts(trees, codes, cls: int) -> np.ndarray:
    """Each tree's released count of class ``cls`` in the leaf of the canary (``codes``: its
    one encoded row), an unreleased (NaN) count read as 0."""
    return np.array([np.nan_to_num(t.counts[t.apply(codes)[0], cls], nan=0.0) for t in trees])


#: pairs of noiseless fits (one seed each) :func:`_noiseless_separates` compares when the
#: audit draws a fresh ``random_state`` per fit (with a fixed one, one pair decides)
CONTROL_PAIRS = 5


def _noiseless_separates(est, d, d_prime, cx, cls, schema, random_state, own=()) -> bool:
    """Whether ``est`` with its privacy noise switched off releases anything the audit reads
    differently on D and D' (the canary's probability and leaf counts, the trees' size, the
    fitted grid; a refusal on one side only): if not, no statistic of the audit can tell the
    two apart, private or not, and a pass is no evidence (a model that ignores the canary,
    such as a stump whose leaves release only labels, passes whatever its noise).  A few
    fits, the same seed on both sides of a pair: the audit's own where it is an int, else
    seeds drawn here.  It compares everything those fits release, not only the statistics
    an audit restricted by ``statistics=`` reads.  A fit on D is repeated with its seed first:
    one that releases something else again (randomness outside the seed and the switched-off
    noise) separates nothing, so the answer is False."""
    control = NoiselessControl(clone(est))
    # the audit's fixed seed (an int), else a few drawn here: a generator passed as the
    # audit's random_state is not advanced by this check
    fixed = isinstance(random_state, (int, np.integer)) and not isinstance(random_state, bool)
    seeds = [int(random_state)] if fixed else \
        np.random.default_rng().integers(0, 2 ** 31, size=CONTROL_PAIRS).tolist()

    def reading(X, y, seed):
        m = clone(control)
        if "random_state" in _inner(m).get_params():
            m.set_params(estimator__random_state=int(seed) if seed is not None else None)
        try:
            with filtered():
                m.fit(X, y)
        except Exception as e:  # noqa: BLE001  a refusal is public output too
            return ("refused", type(e).__name__)
        trees = getattr(m, "trees_", None) or []
        counts = tuple(_canary_counts(trees, m.schema_.encode(cx), cls).tolist())
        with muted(RareClassWarning, LabelProbabilityWarning):
            proba = tuple(np.round(m.predict_proba(cx)[0], 12))
        f0 = m.schema_.features[0]
        edges = tuple(f0.edges(m.schema_.n_bins)) if f0.kind == "numeric" else ()
        return (proba, counts, sum(t.n_nodes for t in trees), edges,
                tuple(_own_reading(f, m, cx) for f in own))

    # the same seed on the same records releasing something else is randomness outside the
    # seed and the privacy noise (an unseeded generator of the estimator's own): a difference
    # on D' then tells nothing of the canary -- a model of noise alone "passed".  Whether an
    # estimator ignores its seed does not depend on the seed: checked once
    if reading(*d, seeds[0]) != reading(*d, seeds[0]):
        return False
    return any(reading(*d, s) != reading(*d_prime, s) for s in seeds)


def audit_table(estimators, canaries=("outlier",), **kwargs) -> pd.DataFrame:
    """Audit several estimators (a list, or a dict name → estimator) on several canaries.

    Returns one row per (estimator, canary) with :meth:`AuditResult.to_dict`'s columns; the
    :class:`AuditResult` objects are in ``table.attrs["results"]``.
    """
    items = estimators.items() if isinstance(estimators, dict) else ((None, e) for e in estimators)
    if isinstance(canaries, str):
        canaries = (canaries,)
    rows, results = [], []
    for label, est in items:
        for canary in canaries:
            res = audit(est, canary=canary, **kwargs)
            if label is not None:
                res.estimator = str(label)
            rows.append(res.to_dict())
            results.append(res)
    table = pd.DataFrame(rows)
    table.attrs["results"] = results
    return table


def audit_estimator(name: str, epsilon: float = 1.0, n_estimators: int = 3, max_depth: int = 2):
    """A small instance of algorithm ``name`` (a :data:`dpforest.experiments.registry.ALGORITHMS`
    key), or ``"control"``: :class:`NoiselessControl` around the default forest of that size.

    Few, shallow trees give each tree a larger share of ε and fit fast, so they make the
    strongest and cheapest audit; parameters an estimator lacks are skipped.

    Parameters
    ----------
    name : str
        An algorithm key, or ``"control"``.
    epsilon : float, default=1.0
        The estimator's ``epsilon`` (its claimed ε).
    n_estimators : int, default=3
        Its ``n_estimators``, and ``max_estimators`` where it has that instead (the SNR
        forest's cap on τ).
    max_depth : int, default=2
        Its ``max_depth``, where it has one.

    Returns
    -------
    estimator
        An unfitted estimator with no schema (:func:`audit` gives it the audit's) and no
        progress bar.  The default forest (and the control's) releases leaf counts
        (``leaf_release='counts'``), which show one record's +1 at its leaf; its label
        leaves move only where a record flips a leaf's class, which the audit's outlier
        canary at 100 records does not (audit them with the class-flip canary).

    Raises
    ------
    ValueError
        For an unknown ``name``.
    """
    from .experiments.registry import ALGORITHMS, default_algorithm, make_estimator

    if name == "control":
        inner = audit_estimator(default_algorithm(), epsilon, n_estimators, max_depth)
        if "leaf_release" in inner.get_params():
            # noiseless counts show one record's +1 at its leaf; a noiseless label only shows
            # it where the record flips the leaf's class: the control stays maximally exposed
            inner.set_params(leaf_release="counts")
        return NoiselessControl(inner)
    if name not in ALGORITHMS:
        raise ValueError(f"unknown estimator {name!r}; choose one of {', '.join(ALGORITHMS)} or control")
    est = make_estimator(name, epsilon, None, n_estimators=n_estimators, max_depth=max_depth,
                         max_estimators=n_estimators, progress=False)
    if est.get_params().get("leaf_release") == "auto":
        # at the audit's size the default forest's leaves would release only their labels,
        # which one outlier record does not move even with the noise off: the audit had no
        # power there (its noiseless control found nothing to tell D from D').  Its count
        # release is audited here; the labels' draw by the class-flip and single-class
        # canaries, which do move a label (tests/test_audit.py)
        est.set_params(leaf_release="counts")
    return est
