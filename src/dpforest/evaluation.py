"""Held-out evaluation on private test records, under its own ε.

A model's ``ledger_`` covers its *training* records.  Its accuracy on a test set is an exact
function of the test records: ``model.score(X_test, y_test)`` or scikit-learn's
``confusion_matrix`` released as it stands tells whoever reads it about those records (how many
there are, how many of one class the model gets wrong).  Where the test records are as private
as the training ones -- a hospital's held-out patients -- publish a noisy count instead.

:func:`private_confusion_matrix` counts the model's predictions on the test records in public
cells (true class × predicted class, or just right / wrong) through the data door
(:meth:`dpforest.data.PrivateData.noisy_record_cells`), one discrete Laplace draw per cell
at scale 1/ε.  The model is fixed and public (fitted on other records), every record lands in
one cell, so adding or removing one test record moves one count by one: the whole table is
ε-DP for the test records (the Laplace mechanism on a histogram, Dwork et al. 2006).  Accuracy,
recall, precision and the number of test records are post-processing of the released counts.

The test records must be disjoint from the training records: a record in both pays the
training ε and this ε (sequential composition), and its own prediction is biased toward
right.  The guarantee is per record, as everywhere in dpforest.
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from .privacy.ledger import Ledger

__all__ = ["private_confusion_matrix", "NoisyConfusion", "private_roc", "NoisyROC"]

#: the released tables: every true × predicted class pair, or right / wrong only
RELEASES = ("matrix", "accuracy")

#: how many noise standard deviations the noisy total must stand above for a ratio of noisy
#: counts to be read (a coefficient of variation of at most 1/3; see NoisyConfusion.estimable)
MIN_SIGNAL = 3.0


def _laplace_variance(epsilon: float) -> float:
    """Variance of the discrete Laplace noise of scale 1/ε: 2·e^-ε / (1 − e^-ε)²."""
    q = math.exp(-epsilon)
    return 2.0 * q / (1.0 - q) ** 2


@dataclass
class NoisyConfusion:
    """A model's predictions on private test records, counted with noise (ε-DP for them).

    Attributes
    ----------
    counts : ndarray of int
        The released noisy counts.  ``release='matrix'``: C × C, row = true class, column =
        predicted class, both in ``classes`` order (scikit-learn's ``confusion_matrix`` layout).
        ``release='accuracy'``: two counts, right then wrong.  Counts can be negative or exceed
        the truth: each carries its own noise, left as drawn (clip when you show them).
    classes : ndarray
        The model's ``classes_`` (sorted, as scikit-learn orders them).
    release : str
        ``'matrix'`` or ``'accuracy'``.
    epsilon : float
        What the release cost the test records.
    ledger : Ledger
        The one charged query; ``ledger.epsilon == epsilon``.
    """

    counts: np.ndarray
    classes: np.ndarray
    release: str
    epsilon: float
    ledger: Ledger = field(repr=False)

    # ------------------------------------------------------------ post-processing
    def _right_wrong_noise(self) -> tuple[float, float, int, int]:
        """(right, wrong, noise terms in right, noise terms in wrong) of the released counts."""
        c = np.asarray(self.counts, dtype=float)
        if self.release == "accuracy":
            return float(c[0]), float(c[1]), 1, 1
        right = float(np.trace(c))
        C = len(c)
        return right, float(c.sum() - right), C, C * C - C

    @property
    def n(self) -> float:
        """Noisy number of test records: the sum of the released counts (never below 0)."""
        right, wrong, _, _ = self._right_wrong_noise()
        return max(right + wrong, 0.0)

    @property
    def noise_sd_n(self) -> float:
        """Standard deviation of the privacy noise in :attr:`n` (the sum of every released
        count's noise: C² of them for a matrix, two for right / wrong)."""
        _, _, k_right, k_wrong = self._right_wrong_noise()
        return math.sqrt((k_right + k_wrong) * _laplace_variance(self.epsilon))

    @property
    def estimable(self) -> bool:
        """Whether the noisy total stands out from its noise: :attr:`n` at least
        :data:`MIN_SIGNAL` times :attr:`noise_sd_n`.  Below that a ratio of noisy counts is
        mostly noise (its normal approximation fails): :attr:`accuracy` is NaN and
        :meth:`accuracy_interval` is (0, 1).  More ε, more test records, or
        ``release='accuracy'`` (two noisy counts instead of C²) make it so."""
        return self.n >= MIN_SIGNAL * self.noise_sd_n and self.n > 0

    @property
    def accuracy(self) -> float:
        """Noisy accuracy: right / (right + wrong), the sums of the released counts, clipped to
        [0, 1]; NaN where not :attr:`estimable`."""
        right, wrong, _, _ = self._right_wrong_noise()
        if not self.estimable:
            return float("nan")
        return min(max(right / (right + wrong), 0.0), 1.0)

    def accuracy_interval(self, level: float = 0.95, population: bool = True) -> tuple[float, float]:
        """Approximate ``level`` confidence interval for the accuracy.

        Two errors are counted.  The privacy noise: each released count's discrete Laplace
        variance 2e^-ε/(1 − e^-ε)², carried to right/(right + wrong) by the delta method.  And,
        with ``population=True`` (the default: the accuracy a new test set would show), the
        test set's own sampling error, in the Agresti-Coull form (a binomial interval that
        stays honest near 0 and 1, where a(1 − a)/n vanishes: 30 test records all right do
        not make 100 % certain), which refitting the model cannot show and which usually
        dominates on a few hundred test records.  ``population=False`` is the interval for the
        accuracy on these very test records (privacy noise only).  Post-processing of the
        release; clipped to [0, 1]; (0, 1) where the counts are not :attr:`estimable`.
        """
        from scipy.stats import norm

        if not 0 < level < 1:
            raise ValueError(f"level must lie strictly between 0 and 1, got {level!r}")
        a, n = self.accuracy, self.n
        if not math.isfinite(a):
            return 0.0, 1.0
        _, _, k_right, k_wrong = self._right_wrong_noise()
        z = float(norm.ppf(0.5 + level / 2))
        # a = R / (R + W): da = ((1 - a) dR - a dW) / n
        var = ((1 - a) ** 2 * k_right + a ** 2 * k_wrong) * _laplace_variance(self.epsilon) / n ** 2
        centre = a
        if population:
            # Agresti & Coull (1998): z²/2 successes and failures added
            m = n + z * z
            centre = (a * n + z * z / 2) / m
            var += centre * (1 - centre) / m
        half = z * math.sqrt(var)
        return max(0.0, centre - half), min(1.0, centre + half)

    def _matrix(self, what: str = "per-class figures") -> np.ndarray:
        if self.release != "matrix":
            raise ValueError(f"{what} need release='matrix' (this release counted right and "
                             f"wrong predictions only)")
        return np.asarray(self.counts, dtype=float)

    @staticmethod
    def _ratios(diag: np.ndarray, totals: np.ndarray) -> np.ndarray:
        """diag / totals clipped to [0, 1], NaN where a total is not above 0: each class's
        sum of noisy counts clipped once, not every count first (clipping each count at 0
        adds only positive noise to the total, and with C classes pulled a recall of 0.80 on
        20 records down to 0.71)."""
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.where(totals > 0, np.clip(diag / totals, 0.0, 1.0), np.nan)

    def recall(self) -> np.ndarray:
        """Per class of ``classes``: noisy right / noisy true total of the class (its row's
        sum), clipped to [0, 1]; NaN where the row sums to 0 or less.  A class of few test
        records gets the noise of C counts on a small total: see :meth:`interval`."""
        m = self._matrix()
        return self._ratios(np.diag(m), m.sum(1))

    def precision(self) -> np.ndarray:
        """Per class of ``classes``: noisy right / noisy predicted total of the class (its
        column's sum), clipped to [0, 1]; NaN where the column sums to 0 or less."""
        m = self._matrix()
        return self._ratios(np.diag(m), m.sum(0))

    @property
    def balanced_accuracy(self) -> float:
        """Mean :meth:`recall` over the classes (scikit-learn's ``balanced_accuracy_score``);
        NaN unless every class's noisy total stands :data:`MIN_SIGNAL` noise standard
        deviations above 0 (a class of a few records among many classes makes the mean
        mostly noise, and its interval would not cover: 22 % of the time for ten classes on
        300 records at ε = 0.5 with one class of 2 %)."""
        m = self._matrix()
        if (m.sum(1) < MIN_SIGNAL * math.sqrt(len(m) * _laplace_variance(self.epsilon))).any():
            return float("nan")
        return float(np.mean(self.recall()))

    def interval(self, metric: str, level: float = 0.95, population: bool = True,
                 n_boot: int = 2000, random_state=None):
        """A parametric-bootstrap ``level`` interval for ``'recall'``, ``'precision'`` (one
        (low, high) row per class), ``'balanced_accuracy'`` or ``'accuracy'`` (one pair).

        The released counts clipped at 0 stand for the true ones; each of ``n_boot`` replicates
        draws a test set of the same size from them (multinomial, with ``population=True``)
        and fresh discrete Laplace noise at the release's ε, and recomputes the metric; the
        interval is the replicates' central ``level`` share.  Post-processing of the release
        (the simulated noise is a model of the release, not a privacy mechanism, so it is
        drawn by NumPy, seeded by ``random_state``).  With few records per class and many
        classes the interval is wide: that is the noise, not the method.
        """
        if metric not in ("recall", "precision", "balanced_accuracy", "accuracy"):
            raise ValueError("metric must be 'recall', 'precision', 'balanced_accuracy' or "
                             f"'accuracy', got {metric!r}")
        if not 0 < level < 1:
            raise ValueError(f"level must lie strictly between 0 and 1, got {level!r}")
        if metric != "accuracy":
            self._matrix(f"{metric!r} intervals")
        if (metric == "accuracy" and not self.estimable) or (
                metric == "balanced_accuracy" and not math.isfinite(self.balanced_accuracy)):
            return 0.0, 1.0
        rng = np.random.default_rng(random_state)
        base = np.clip(np.asarray(self.counts, dtype=float), 0, None)
        total = int(round(base.sum()))
        q = math.exp(-self.epsilon)
        reps = []
        for _ in range(int(n_boot)):
            true = (rng.multinomial(total, base.ravel() / base.sum()).reshape(base.shape)
                    if population and total > 0 else base)
            # discrete Laplace of scale 1/ε: the difference of two geometric counts
            noise = rng.geometric(1 - q, base.shape) - rng.geometric(1 - q, base.shape)
            rep = NoisyConfusion(true + noise, self.classes, self.release, self.epsilon, self.ledger)
            reps.append(rep.accuracy if metric == "accuracy" else
                        rep.balanced_accuracy if metric == "balanced_accuracy" else
                        getattr(rep, metric)())
        reps = np.asarray(reps, dtype=float)
        lo, hi = (1 - level) / 2, (1 + level) / 2
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)      # all-NaN classes: (NaN, NaN)
            q = np.nanquantile(reps, [lo, hi], axis=0)
        out = np.clip(q, 0.0, 1.0)
        return tuple(float(v) for v in out) if out.ndim == 1 else out.T

    def to_frame(self) -> pd.DataFrame:
        """The released counts as a labelled table (rows: true class; columns: predicted)."""
        if self.release == "accuracy":
            return pd.DataFrame({"count": np.asarray(self.counts)}, index=["right", "wrong"])
        idx = pd.Index(list(self.classes), name="true")
        cols = pd.Index(list(self.classes), name="predicted")
        return pd.DataFrame(np.asarray(self.counts), index=idx, columns=cols)

    def summary(self, level: float = 0.95) -> str:
        """One line: the noisy accuracy, its interval for the population (privacy noise and
        test-set sampling) and the noisy number of test records; or why there is none."""
        if not self.estimable:
            return (f"accuracy not estimable: about {self.n:.0f} test records against privacy "
                    f"noise of standard deviation {self.noise_sd_n:.0f} in their count "
                    f"(epsilon {self.epsilon:g} on the test records, {np.size(self.counts)} "
                    f"noisy counts); give more epsilon or test records"
                    + ("" if self.release == "accuracy" else
                       ", or release='accuracy' (two noisy counts)"))
        lo, hi = self.accuracy_interval(level)
        return (f"accuracy {self.accuracy:.3f} ({level:.0%} interval {lo:.3f}-{hi:.3f} for the "
                f"population: privacy noise and test-set sampling) on about {self.n:.0f} test "
                f"records; epsilon {self.epsilon:g} on the test records")

    def plot(self, ax=None, path=None):
        """The noisy confusion matrix as a heat map (scikit-learn's ``ConfusionMatrixDisplay``),
        the counts as released (noise can make a few negative); returns the Axes and saves the
        figure when ``path`` is given.  Needs ``release='matrix'``."""
        from sklearn.metrics import ConfusionMatrixDisplay

        from .inspection import _pyplot

        plt = _pyplot()
        m = self._matrix("plot(), a confusion matrix,").astype(np.int64)
        labels = [str(c) for c in self.classes]
        if ax is None:
            side = max(4.5, 1.5 + 0.7 * len(m))     # room for the two-line title
            _, ax = plt.subplots(figsize=(side, side))
        # long or many class names would run into each other under the columns
        tilt = 45 if len(m) > 4 or max(map(len, labels), default=0) > 6 else "horizontal"
        ConfusionMatrixDisplay(m, display_labels=labels).plot(
            ax=ax, colorbar=False, values_format="d", xticks_rotation=tilt)
        lo, hi = self.accuracy_interval()
        ax.set_title(f"noisy confusion matrix, ε = {self.epsilon:g} on the test records\n"
                     + (f"accuracy {self.accuracy:.3f} (95 % interval {lo:.3f}-{hi:.3f})"
                        if self.estimable else "accuracy not estimable: the counts are mostly noise"),
                     fontsize=10)
        ax.figure.tight_layout()
        if path is not None:
            ax.figure.savefig(path, dpi=110)
        return ax


def _fitted_model(model):
    """The fitted dpforest forest that predicts for ``model`` (a selector's winner)."""
    inner = getattr(model, "best_estimator_", model)
    if not hasattr(inner, "_proba_from_codes") or not hasattr(inner, "schema_"):
        raise TypeError("private evaluation needs a fitted dpforest model (a forest or a "
                        f"PrivateModelSelector), got {type(model).__name__}")
    return inner


def _sorted_order(inner) -> np.ndarray:
    """Schema position of each class of ``classes_`` (sorted, as scikit-learn orders them)."""
    from .forests.base import class_order

    return class_order(inner.schema_.classes)


def _test_door(model, X, y, epsilon, caller: str):
    """(the fitted forest, a door on the test records under the model's schema, ε): the test
    records checked as ``fit`` checks training records, whose messages never quote a value or
    a count; an empty test set is a door like any other (refusing it would tell n = 0)."""
    from .dask_data import is_dask_collection
    from .data import PrivateData
    from .forests.base import check_epsilon
    from .schema import as_pandas

    epsilon = check_epsilon(epsilon)
    inner = _fitted_model(model)
    if is_dask_collection(X) or is_dask_collection(y):
        raise TypeError(f"{caller} takes in-memory data (pandas or numpy); call .compute() on a "
                        "Dask DataFrame that fits in memory first")
    schema = inner.schema_
    X, y = as_pandas(X), as_pandas(y, "y")
    if isinstance(X, (list, tuple)) and len(X) == 0:
        X = np.empty((0, schema.n_features), dtype=object)
    inner._check_container(X, fitting=True)
    y = inner._check_labels(y, schema)
    door = PrivateData(X, y if isinstance(y, pd.Series) else np.asarray(y).ravel(), schema, epsilon)
    return inner, door, epsilon


def private_confusion_matrix(model, X, y, *, epsilon: float,
                             release: str = "matrix") -> NoisyConfusion:
    """Count a fitted model's predictions on private test records with ε-DP noise.

    Parameters
    ----------
    model : fitted dpforest forest or PrivateModelSelector
        Fitted on *other* records (its training ε is not touched).
    X, y : test records and labels, as ``fit`` takes them (in memory: pandas, numpy or lists).
        They are checked against the model's schema as ``fit`` checks training records: a value
        outside the bounds or categories is refused unless the schema clips, and the message
        names the column and the kind of problem, never a value or a count.
    epsilon : float
        The budget spent on the test records (``NoisyConfusion.ledger.epsilon == epsilon``).
    release : {'matrix', 'accuracy'}, default='matrix'
        ``'matrix'``: every true × predicted pair, C² counts (recall and precision per class
        follow).  ``'accuracy'``: two counts, right and wrong; each carries the noise of one
        count instead of the C (right) and C² − C (wrong) counts they sum in the matrix, so the
        accuracy is sharper, most with many classes.

    Returns
    -------
    NoisyConfusion
        The noisy counts and what follows from them: ``accuracy``, ``accuracy_interval()``,
        ``n``, ``recall()``, ``precision()``, ``to_frame()``, ``plot()``.

    Examples
    --------
    >>> ev = private_confusion_matrix(model, X_test, y_test, epsilon=0.5)   # doctest: +SKIP
    >>> print(ev.summary())                                                # doctest: +SKIP
    """
    if release not in RELEASES:
        raise ValueError(f"release must be one of {RELEASES}, got {release!r}")
    inner, door, epsilon = _test_door(model, X, y, epsilon, "private_confusion_matrix")
    C = inner.schema_.n_classes
    order = _sorted_order(inner)

    def predicted(codes):
        # the class ``predict`` gives: the argmax in classes_ order, so a tie goes to the
        # class predict names (the schema's order would break it the other way), as a schema
        # index, the door's label order
        return order[np.asarray(inner._proba_from_codes(codes))[:, order].argmax(1)]

    if release == "matrix":
        cells, n_cells = (lambda codes, t: t * C + predicted(codes)), C * C
    else:
        cells, n_cells = (lambda codes, t: (t != predicted(codes)).astype(np.int64)), 2
    counts = door.noisy_record_cells(None, cells, n_cells, epsilon, what="test records: predictions")
    door.ledger.check()
    if release == "matrix":
        # schema class order -> classes_ (sorted) order, rows and columns alike
        counts = counts.reshape(C, C)[np.ix_(order, order)]
    return NoisyConfusion(counts=counts, classes=np.asarray(inner.classes_), release=release,
                          epsilon=float(epsilon), ledger=door.ledger)


@dataclass
class NoisyROC:
    """A model's scores on private test records, counted per score bin and class with noise.

    Attributes
    ----------
    counts : ndarray of int, shape (2, bins)
        Released noisy counts: row 0 the records of the other classes, row 1 those of
        ``positive``, per bin of the score ``predict_proba(X)[:, positive]`` (bin k holds the
        scores in [k/bins, (k + 1)/bins), the last bin includes 1).
    positive : object
        The class whose probability is the score.
    epsilon : float
        What the release cost the test records.
    ledger : Ledger
        The one charged query.
    """

    counts: np.ndarray
    positive: object
    epsilon: float
    ledger: Ledger = field(repr=False)

    @property
    def bins(self) -> int:
        return int(np.shape(self.counts)[1])

    @property
    def estimable(self) -> bool:
        """Whether both classes' noisy totals stand :data:`MIN_SIGNAL` noise standard
        deviations above 0 (each sums ``bins`` noisy counts); else :attr:`auc` is NaN."""
        sd = math.sqrt(self.bins * _laplace_variance(self.epsilon))
        totals = np.asarray(self.counts, dtype=float).sum(1)
        return bool((totals > 0).all() and (totals >= MIN_SIGNAL * sd).all())

    @property
    def auc(self) -> float:
        """Noisy ROC AUC: the Mann-Whitney statistic of the binned counts, a positive's score
        above a negative's counting 1 and in the same bin 1/2, Σ_k p_k (N_<k + n_k / 2) / (P·N),
        from the released counts as they are (the noise of two different cells is independent,
        so each product is unbiased), clipped to [0, 1]; NaN where not :attr:`estimable`.
        Scores that share a bin count as ties, so a model with many distinct scores loses a
        little resolution to the bins."""
        if not self.estimable:
            return float("nan")
        neg, pos = np.asarray(self.counts, dtype=float)
        below = np.concatenate([[0.0], np.cumsum(neg)[:-1]])
        value = float((pos * (below + neg / 2)).sum() / (pos.sum() * neg.sum()))
        return min(max(value, 0.0), 1.0)

    def curve(self) -> tuple[np.ndarray, np.ndarray]:
        """(false-positive rates, true-positive rates) at every bin edge from the top score
        down, from the counts clipped at 0 (so the curve rises monotonically), (0, 0) to (1, 1)."""
        neg, pos = np.clip(np.asarray(self.counts, dtype=float), 0, None)
        fpr = np.concatenate([[0.0], np.cumsum(neg[::-1])]) / max(neg.sum(), 1e-300)
        tpr = np.concatenate([[0.0], np.cumsum(pos[::-1])]) / max(pos.sum(), 1e-300)
        return np.minimum(fpr, 1.0), np.minimum(tpr, 1.0)

    def interval(self, level: float = 0.95, population: bool = True, n_boot: int = 2000,
                 random_state=None) -> tuple[float, float]:
        """A parametric-bootstrap ``level`` interval for :attr:`auc`, as
        :meth:`NoisyConfusion.interval` makes them (each class's clipped counts resampled at
        its size with ``population=True``, fresh noise at the release's ε); (0, 1) where not
        :attr:`estimable`."""
        if not 0 < level < 1:
            raise ValueError(f"level must lie strictly between 0 and 1, got {level!r}")
        if not self.estimable:
            return 0.0, 1.0
        rng = np.random.default_rng(random_state)
        base = np.clip(np.asarray(self.counts, dtype=float), 0, None)
        q = math.exp(-self.epsilon)
        reps = []
        for _ in range(int(n_boot)):
            true = np.stack([rng.multinomial(int(round(row.sum())), row / row.sum())
                             for row in base]) if population else base
            noise = rng.geometric(1 - q, base.shape) - rng.geometric(1 - q, base.shape)
            reps.append(NoisyROC(true + noise, self.positive, self.epsilon, self.ledger).auc)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            lo, hi = np.nanquantile(np.asarray(reps, dtype=float), [(1 - level) / 2, (1 + level) / 2])
        return float(np.clip(lo, 0, 1)), float(np.clip(hi, 0, 1))

    def plot(self, ax=None, path=None):
        """The noisy ROC curve with the chance diagonal; returns the Axes and saves the figure
        when ``path`` is given."""
        from .inspection import _pyplot

        plt = _pyplot()
        if ax is None:
            _, ax = plt.subplots(figsize=(4.8, 4.8))
        fpr, tpr = self.curve()
        ax.plot(fpr, tpr, drawstyle="default", marker=".", color="tab:blue")
        ax.plot([0, 1], [0, 1], ls="--", color="0.6", lw=1)
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        ax.set_xlabel("false-positive rate")
        ax.set_ylabel(f"true-positive rate ({self.positive})")
        if self.estimable:
            lo, hi = self.interval(random_state=0)
            head = f"ROC AUC {self.auc:.3f} (95 % interval {lo:.3f}-{hi:.3f})"
        else:
            head = "ROC AUC not estimable: the counts are mostly noise"
        ax.set_title(f"noisy ROC, ε = {self.epsilon:g} on the test records\n{head}", fontsize=10)
        ax.figure.tight_layout()
        if path is not None:
            ax.figure.savefig(path, dpi=110)
        return ax


def private_roc(model, X, y, *, epsilon: float, positive=None, bins: int = 20) -> NoisyROC:
    """Count a fitted model's scores on private test records per score bin and class, with
    ε-DP noise, for a ROC curve and its AUC.

    Each test record lands in one public cell (its class is ``positive`` or not, × the bin of
    its score ``predict_proba(X)[:, positive]`` among ``bins`` equal bins of [0, 1]), and the
    2 × ``bins`` counts are released with one discrete Laplace draw each at ``epsilon``
    (L1 sensitivity 1, as :func:`private_confusion_matrix`).  Fewer bins mean less noise in
    the AUC and coarser ties: a label-leaf model has two distinct scores, a count-leaf tree
    a few dozen.

    Parameters
    ----------
    model : fitted dpforest forest or PrivateModelSelector
    X, y : test records and labels, checked as ``fit`` checks training records.
    epsilon : float
        The budget spent on the test records.
    positive : class label, default=None
        The class scored (one-vs-rest with more than two classes, where it must be given);
        None with two classes: the greater of ``classes_``, as ``roc_auc_score`` reads
        ``predict_proba(X)[:, 1]``.
    bins : int, default=20
        Equal-width score bins of [0, 1] (2 to 1,000).

    Returns
    -------
    NoisyROC
        ``auc``, ``interval()``, ``curve()``, ``plot()``, ``estimable``.
    """
    if isinstance(bins, bool) or not isinstance(bins, (int, np.integer)) or not 2 <= bins <= 1000:
        raise ValueError(f"bins must be a whole number from 2 to 1000, got {bins!r}")
    inner = _fitted_model(model)
    classes = list(inner.classes_)
    if positive is None:
        if len(classes) != 2:
            raise ValueError(f"positive must name the class to score when there are more than "
                             f"two classes (one of {classes})")
        positive = classes[1]
    if positive not in classes:
        raise ValueError(f"positive must be one of the model's classes {classes}, got {positive!r}")
    inner, door, epsilon = _test_door(model, X, y, epsilon, "private_roc")
    pos = int(_sorted_order(inner)[classes.index(positive)])    # its schema position
    B = int(bins)

    def cell(codes, t):
        score = np.nan_to_num(np.asarray(inner._proba_from_codes(codes))[:, pos], nan=0.0)
        b = np.clip(np.floor(np.clip(score, 0.0, 1.0) * B), 0, B - 1).astype(np.int64)
        return (t == pos).astype(np.int64) * B + b

    counts = door.noisy_record_cells(None, cell, 2 * B, epsilon, what="test records: score bins")
    door.ledger.check()
    return NoisyROC(counts=counts.reshape(2, B), positive=positive, epsilon=float(epsilon),
                    ledger=door.ledger)
