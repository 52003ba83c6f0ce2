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

import contextlib
import math
import numbers
import secrets
import textwrap
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from ._stack import user_stacklevel
from ._warning_control import filtered
from .exceptions import EvaluationWarning
from .forests.base import _plain    # a NumPy scalar as its Python value (JSON takes those)
# test records and labels are paired by position, as fit pairs its own: the same warning; and
# the objects a model's fit was given, by identity
from .forests.base import _warn_misaligned_indexes, checked_labels, given_to_its_fit
from .privacy.ledger import Entry, Ledger, Scope

__all__ = ["private_confusion_matrix", "NoisyConfusion", "GroupedConfusion", "private_roc",
           "NoisyROC", "simulated_release"]

#: the released tables: every true × predicted class pair, or right / wrong only
RELEASES = ("matrix", "accuracy")

#: how many noise standard deviations the noisy total must stand above for a ratio of noisy
#: counts to be read (a coefficient of variation of at most 1/3; see NoisyConfusion.estimable)
MIN_SIGNAL = 3.0


def _laplace_variance(epsilon: float) -> float:
    """Variance of the discrete Laplace noise of scale 1/ε (one released count)."""
    from .privacy.mechanisms import discrete_laplace_variance

    return discrete_laplace_variance(float(epsilon))


def _readable(total, n_counts: int, epsilon: float):
    """Whether a noisy total, the sum of ``n_counts`` released counts at ``epsilon``, stands
    :data:`MIN_SIGNAL` noise standard deviations above 0: below that a ratio with it as
    denominator is mostly noise.  The one rule behind every NaN of this module's ratios (and
    of their bootstrap replicates, which must read the same way as the estimate)."""
    total = np.asarray(total, dtype=float)
    return (total > 0) & (total >= MIN_SIGNAL * math.sqrt(n_counts * _laplace_variance(epsilon)))


def _release_facts(release: str, epsilon: float, person_bound: dict | None = None) -> dict:
    """The head of every ``to_dict``: what kind of release, at what ε, per what unit, by
    which mechanism."""
    out = {"private": True, "release": release, "test_epsilon": float(epsilon),
           "unit": "record (one test record; a person with k test records is protected at k x "
                   "test_epsilon)",
           "mechanism": "discrete Laplace, scale 1/test_epsilon per released count"}
    if person_bound is not None:
        k = person_bound["max_rows"]
        out["unit"] = (f"person (at most {k} test record{'s' * (k != 1)} each, drawn at random; "
                       f"test_epsilon is the noise's epsilon per kept record: as a guarantee "
                       f"per record, twice it, since one more record can push out another kept "
                       f"record of its person)")
        out["test_person_bound"] = dict(person_bound)
    return out


def _records(k, what: str = "records") -> str:
    """``k`` and the noun, singular for one (``1 record``, ``about 1 test record``)."""
    return f"{k} {what[:-1] if str(k) == '1' else what}"


def _unit_words(epsilon: float, person_bound: dict | None) -> str:
    """What a summary line says the test ε protects."""
    if person_bound is None:
        return (f"epsilon {epsilon:g} on each test record (a person with k of them: k x "
                f"{epsilon:g})")
    return (f"epsilon {person_bound['person_epsilon']:g} on each test person (at most "
            f"{_records(person_bound['max_rows'])} each, drawn at random; per record "
            f"{2 * epsilon:g}: one more record can push out another kept one)")


def _unit_title(epsilon: float, person_bound: dict | None) -> str:
    """What a plot's title says the test ε protects (short form of :func:`_unit_words`)."""
    if person_bound is None:
        return f"ε = {epsilon:g} on the test records"
    return (f"ε = {person_bound['person_epsilon']:g} per test person "
            f"(at most {_records(person_bound['max_rows'])} each)")


def _set_title(ax, text: str, fontsize: float = 10):
    """Set ``text`` as ``ax``'s title, each line wrapped to the width it has (the figure's,
    or a share of it for one panel of several) at about 0.6 em a character, DejaVu Sans's
    mean: a title is wider than its axes may be, and matplotlib cuts it at the figure's edge
    (a confusion matrix's accuracy line was cut at the default 4.5 inches)."""
    import textwrap

    # a lone axes: 0.9 of the figure (the title centres on the axes, which its tick labels
    # push right of the figure's middle); one panel of several: a little over its own width
    share = min(0.9, ax.get_position().width + 0.1)
    per_line = max(int(ax.figure.get_figwidth() * share * 72 / (0.6 * fontsize)), 20)
    lines = [part for line in text.split("\n") for part in textwrap.wrap(line, per_line) or [""]]
    return ax.set_title("\n".join(lines), fontsize=fontsize)


def _check_level(level) -> None:
    if isinstance(level, bool) or not isinstance(level, numbers.Real) or not 0 < level < 1:
        raise ValueError(f"level must be a number strictly between 0 and 1, got {level!r}")


def _check_cells(n_cells: int) -> None:
    """Refuse a histogram larger than the door holds, from its public size alone (the door
    refuses it too, but only once the records are read)."""
    from .data import MAX_RECORD_CELLS

    if n_cells > MAX_RECORD_CELLS:
        raise ValueError(f"this release would count {n_cells:,} cells (classes x classes x "
                         f"groups), more than the {MAX_RECORD_CELLS:,} a histogram here holds: "
                         f"group by a column of fewer categories, or release 'accuracy'")


def _ratio_interval(right: float, wrong: float, k_right: int, k_wrong: int, epsilon: float,
                    level: float, population: bool) -> tuple[float, float]:
    """The ``level`` interval of a ratio right / (right + wrong) of two released noisy sums
    (``k_right`` and ``k_wrong`` discrete Laplace counts at ``epsilon`` in them; a sum below 0
    is read as 0), by test inversion (Fieller 1954): every a in [0, 1] where
    right − a·(right + wrong), of variance
    v·((1 − a)²·k_right + a²·k_wrong) (+ (right + wrong)·a(1 − a), the binomial sampling of
    the records, with ``population``), lies within the normal quantile; (0, 1) where no a
    does.  Shared by :meth:`NoisyConfusion.accuracy_interval` and
    :meth:`NoisyROC.calibration`."""
    from scipy.stats import norm

    # sums below 0 are noise past the true non-negative counts: read clipped at 0
    # (post-processing).  Unclipped, a ratio above 1 (R~ = 20, W~ = -1) gave a narrow band
    # that left out its own estimate, and one further out was rejected everywhere
    right, wrong = max(float(right), 0.0), max(float(wrong), 0.0)
    z2 = float(norm.ppf(0.5 + level / 2)) ** 2
    # a is accepted where f(a) = stat² − z²·var <= 0, a quadratic in a: its ends are 0, 1 or
    # f's roots, found exactly.  (A grid of 4,001 points kept the innermost accepted points,
    # which at a large n·ε, where the interval is a few grid steps wide, cut it short: 48 %
    # coverage for a nominal 95 % on 16,281 test records at ε = 1.)
    n, v, p = right + wrong, _laplace_variance(epsilon), float(bool(population))
    # stat² = n²a² − 2·right·n·a + right²;  var = v·((1 − a)²·k_right + a²·k_wrong) + p·n·a(1 − a)
    qa = n * n - z2 * (v * (k_right + k_wrong) - p * n)
    qb = -2.0 * right * n + z2 * (2.0 * v * k_right - p * n)
    qc = right * right - z2 * v * k_right

    # at the ends f is exact without the expanded coefficients (whose sum lost the small
    # -z²·v·k_wrong term to rounding at a large n, leaving 1 - 1e-12 for an estimate of 1)
    f0 = right * right - z2 * v * k_right
    f1 = wrong * wrong - z2 * v * k_wrong
    ends = [a for a, fa in ((0.0, f0), (1.0, f1)) if fa <= 0.0]
    ends += [r for r in _real_roots(qa, qb, qc) if 0.0 <= r <= 1.0]
    if not ends:
        return 0.0, 1.0
    return float(min(ends)), float(max(ends))


def _real_roots(a: float, b: float, c: float) -> list[float]:
    """The real roots of a·x² + b·x + c (a linear or constant one where a is 0), by the
    form that does not subtract nearly equal numbers."""
    scale = max(abs(a), abs(b), abs(c))
    if scale == 0.0:
        return []
    if abs(a) <= 1e-15 * scale:
        return [-c / b] if b != 0.0 else []
    disc = b * b - 4.0 * a * c
    if disc < 0.0:
        return []
    q = -0.5 * (b + math.copysign(math.sqrt(disc), b))
    roots = [q / a]
    if q != 0.0:
        roots.append(c / q)
    return roots


def _number(v) -> float | None:
    """A float for JSON: None where undefined (JSON has no NaN)."""
    return float(v) if math.isfinite(v) else None


def simulated_release(counts, epsilon: float, rng) -> np.ndarray:
    """``counts`` plus discrete Laplace noise of scale 1/ε drawn by ``rng`` (a NumPy
    Generator): a *model* of a release, for bootstraps and simulations -- never a privacy
    mechanism (the release itself draws from the exact sampler through the door)."""
    counts = np.asarray(counts)
    q = math.exp(-epsilon)
    return counts + rng.geometric(1 - q, counts.shape) - rng.geometric(1 - q, counts.shape)


def _check_bootstrap(level, n_boot) -> None:
    """A bootstrap interval's settings: 0 < level < 1 and a positive whole number of draws."""
    _check_level(level)
    if isinstance(n_boot, bool) or not isinstance(n_boot, (int, np.integer)) or n_boot < 1:
        raise ValueError(f"n_boot must be a positive whole number, got {n_boot!r}")


def _central(reps: np.ndarray, level: float) -> np.ndarray:
    """The replicates' central ``level`` share, (low, high) along the first axis, in [0, 1]."""
    # all-NaN columns: (NaN, NaN), left out of the quantile rather than silenced (numpy
    # warns for them, an exception under a caller's "error" filter)
    some = ~np.isnan(reps).all(axis=0)
    q = np.full((2,) + reps.shape[1:], np.nan)
    if some.any():
        q[:, some] = np.nanquantile(reps[:, some], [(1 - level) / 2, (1 + level) / 2], axis=0)
    return np.clip(q, 0.0, 1.0)


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
    person_bound : dict or None
        Where the release was made per test person (``max_rows`` given): the public bound,
        ``{'column': id column name or None, 'max_rows': k, 'person_epsilon': ε per
        person}``; ``epsilon`` is then the noise's ε
        per kept test record.  None for a release per test record.
    threshold : float or None
        With a two-class model, the public threshold the predictions were made at:
        ``positive`` where ``predict_proba[:, positive] >= threshold``; None: ``predict``
        (the most probable class).
    positive : class label or None
        The class predicted at and above ``threshold`` (None without one).
    draws : int
        How many released counts each cell sums: 1 for one release; k for :meth:`combine` of
        k releases (every interval and readability rule reads k times the noise variance).
    fit_id : str or None
        The evaluated model's ``fit_id_`` (a random name its fit drew: nothing of any record),
        so that :meth:`combine` can refuse releases of two different models; None where the
        model has none (fitted before fits were named).
    """

    counts: np.ndarray
    classes: np.ndarray
    release: str
    epsilon: float
    ledger: Ledger = field(repr=False)
    person_bound: dict | None = None
    threshold: float | None = None
    positive: object = None
    draws: int = 1
    fit_id: str | None = field(default=None, repr=False)
    #: random names of the single releases this one sums (one, drawn here, for a release of its
    #: own): :meth:`combine` refuses parts that share one, at any depth of combining
    _leaves: tuple = field(default=(), repr=False, compare=False)

    def __post_init__(self):
        if not self._leaves:
            self._leaves = (secrets.token_hex(8),)

    @classmethod
    def combine(cls, parts) -> "NoisyConfusion":
        """One release of several, each on its own group of test records: the cells summed
        (post-processing), with each cell's noise counted as the sum of ``len(parts)`` draws,
        so that the intervals stay honest.  For figures by one column from a release by two
        (per sex from a sex × race table: combine each sex's race cells), or a total over the
        groups.  A total made by adding the ``counts`` by hand is read as one draw a cell and
        its intervals are too narrow (a recall interval covered 63 % in a walkthrough).

        The parts must be releases on *disjoint* records (the groups of one column, each
        record in one), of the same model (releases of two fits are refused; two releases on
        the same records cannot be told apart: yours to ensure), classes, release kind, ε and threshold: then each
        record is in one part and the combination costs it the parts' ε once (the ledger
        composes them in parallel).  Parts that share records compose sequentially, and this
        ledger would understate them: keep those apart.  For releases per person (``person``,
        ``max_rows``) the groups must be disjoint in *people*: a person with rows in k groups
        pays k times the ε, which this ledger would not show.

        Parts may be combinations themselves (each sex's total from its race cells, then the
        two sexes together): their groups stay apart in the ledger, and parts that hold one
        and the same release (a sex's total beside a race's, both holding their shared cell)
        are refused.
        """
        if isinstance(parts, (NoisyConfusion, str, bytes)) or not hasattr(parts, "__iter__"):
            raise TypeError(f"parts must be a list of NoisyConfusion releases, got "
                            f"{type(parts).__name__}")
        parts = list(parts)
        if not parts or not all(isinstance(p, NoisyConfusion) for p in parts):
            raise TypeError("combine takes a non-empty list of NoisyConfusion releases")
        if len({id(p) for p in parts}) != len(parts):
            # one release counted twice: its records and its noise would both be doubled
            raise ValueError("combine takes each release once: the same release is given "
                             "more than once (parts must be releases on disjoint groups)")
        first = parts[0]
        for p in parts[1:]:
            same = (p.release == first.release and p.epsilon == first.epsilon
                    and p.threshold == first.threshold and p.positive == first.positive
                    and p.person_bound == first.person_bound
                    and list(p.classes) == list(first.classes))
            if not same:
                raise ValueError("combine needs releases of the same classes, release kind, "
                                 "epsilon, threshold and per-person bound")
            if p.fit_id != first.fit_id:
                # two models' predictions summed describe neither model
                raise ValueError("combine needs releases of the same model: these evaluate "
                                 "different fits (or one model fitted again)")
        leaves = [leaf for p in parts for leaf in p._leaves]
        if len(set(leaves)) != len(leaves):
            # a release inside two parts (female's total and white's, both holding the
            # female x white cell): its records and noise would be counted twice
            raise ValueError("combine takes each release once: two parts hold the same "
                             "release (combinations that share a cell); parts must be "
                             "releases on disjoint groups")
        # the columns the parts' releases were grouped by (their scopes read "column = value"):
        # parts of releases by two columns (a gender's beside an ethnicity's) share their test
        # records unless those releases evaluated different ones
        columns = sorted({g.split(" = ", 1)[0] for p in parts for e in p.ledger.entries
                          if " = " in (g := _innermost_group(e) or "")})
        if len(columns) > 1:
            warnings.warn(
                f"combine: the parts come from releases grouped by different columns "
                f"({', '.join(map(repr, columns))}); if they evaluated the same test records, "
                f"each record is in a part of each, counted in both and paying both epsilons, "
                f"which this total and its ledger do not show: combine the parts of one "
                f"release", EvaluationWarning, stacklevel=user_stacklevel())
        seen: dict[str, int] = {}
        for i, p in enumerate(parts):
            for e in p.ledger.entries:
                group = _innermost_group(e)
                if group is not None and not group.startswith("group ") \
                        and seen.setdefault(group, i) != i:
                    # one release's groups have distinct names, so one name in two parts is
                    # the same group of two releases: disjoint only if their test sets were
                    warnings.warn(
                        f"combine: two parts are the same group ({group}) of two releases; "
                        f"if they evaluated the same test records, those records paid both "
                        f"epsilons and this ledger shows one", EvaluationWarning,
                        stacklevel=user_stacklevel())
                    break
        ledger = Ledger(budget=first.epsilon)
        for i, p in enumerate(parts):
            # a part's own groups (a combination's) stay apart under its name: flattened to
            # "group i" they composed in sequence, 20 cells of one sex read as 20 x epsilon.
            # A part whose ledger also reads all of its records beside a group of them pays
            # both on that group; the flat ledger cannot nest "group i" over "group i / p",
            # so such a part is booked whole, in sequence (never less than it cost)
            scopes = {e.scope.partition for e in p.ledger.entries}
            nested = None not in scopes
            ledger.extend([Entry(e.what, e.epsilon,
                                 Scope(f"group {i}" if e.scope.partition is None or not nested
                                       else f"group {i} / {e.scope.partition}",
                                       e.scope.tree, e.scope.bag, e.scope.node), e.mechanism)
                           for e in p.ledger.entries])
        # parts bounded per person (all alike, checked above): the combined ledger's ε is per
        # kept row too, as each part's, so that a budget books it per record at twice that
        ledger.bound_per_person(first.person_bound)
        counts = np.sum([np.asarray(p.counts) for p in parts], axis=0)
        return cls(counts, first.classes, first.release, first.epsilon, ledger,
                   first.person_bound, first.threshold, first.positive,
                   int(sum(p.draws for p in parts)), first.fit_id, tuple(leaves))

    # ------------------------------------------------------------ post-processing
    def _right_wrong_noise(self) -> tuple[float, float, int, int]:
        """(right, wrong, noise terms in right, noise terms in wrong) of the released counts."""
        c = np.asarray(self.counts, dtype=float)
        k = int(self.draws)
        if self.release == "accuracy":
            return float(c[0]), float(c[1]), k, k
        right = float(np.trace(c))
        C = len(c)
        return right, float(c.sum() - right), C * k, (C * C - C) * k

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
        _, _, k_right, k_wrong = self._right_wrong_noise()
        return bool(_readable(self.n, k_right + k_wrong, self.epsilon))

    @property
    def accuracy(self) -> float:
        """Noisy accuracy: right / (right + wrong), the sums of the released counts, clipped to
        [0, 1]; NaN where not :attr:`estimable`."""
        return min(max(self._raw_accuracy(), 0.0), 1.0)

    def _raw_accuracy(self) -> float:
        """:attr:`accuracy` before it is clipped to [0, 1] (the noisy errors can sum below 0, or
        the right answers); NaN where not :attr:`estimable`."""
        right, wrong, _, _ = self._right_wrong_noise()
        if not self.estimable or right + wrong <= 0:
            return float("nan")
        return right / (right + wrong)

    @property
    def majority_rate(self) -> float:
        """Noisy share of the test records in their most common true class (the released
        matrix's largest row total over :attr:`n`): what predicting that class alone would score,
        the baseline :attr:`accuracy` is read against.  Post-processing of the released counts;
        NaN for ``release='accuracy'`` (no class totals released) or where not
        :attr:`estimable`."""
        if self.release != "matrix" or not self.estimable:
            return float("nan")
        rows = np.clip(np.asarray(self.counts, dtype=float).sum(1), 0.0, None)
        return min(float(rows.max()) / max(self.n, 1e-12), 1.0)

    def accuracy_interval(self, level: float = 0.95, population: bool = True) -> tuple[float, float]:
        """``level`` confidence interval for the accuracy, by inverting a test (Fieller 1954).

        At a candidate accuracy a, R̃ − a·(R̃ + W̃) (the released right and wrong sums) is
        noise with mean 0 and variance v·((1 − a)²·k_R + a²·k_W) -- k_R and k_W noisy counts in
        the sums, each of discrete Laplace variance v = 2e^-ε/(1 − e^-ε)² -- plus, with
        ``population=True`` (the default: the accuracy a new test set would show), the test
        set's binomial sampling error n·a(1 − a); the interval is every a in [0, 1] whose
        statistic lies within the normal quantile.  Inverting keeps the noise in the total in
        the test (a ratio's delta method does not, and under-covered where the total was
        mostly noise), and its binomial part is Wilson's interval, honest near 0 and 1 (30
        records all right do not make 100 % certain).  ``population=False`` is the interval
        for the accuracy on these very test records (privacy noise only).  Post-processing of
        the release; (0, 1) where the counts are not :attr:`estimable` or no accuracy fits
        them.
        """
        _check_level(level)
        if not self.estimable:
            # nothing to say: with (nearly) no records the test still returns some set of
            # accuracies, consistent with noise alone, which would read as a finding
            return 0.0, 1.0
        return _ratio_interval(*self._right_wrong_noise(), self.epsilon, level, population)

    def _matrix(self, what: str = "per-class figures") -> np.ndarray:
        if self.release != "matrix":
            raise ValueError(f"{what} need release='matrix' (this release counted right and "
                             f"wrong predictions only)")
        return np.asarray(self.counts, dtype=float)

    def _readable_totals(self, totals: np.ndarray) -> np.ndarray:
        """Which class totals (each the sum of C noisy counts) stand :data:`MIN_SIGNAL` noise
        standard deviations above 0: below that a class's ratio is mostly noise."""
        return _readable(totals, len(totals) * int(self.draws), self.epsilon)

    def _ratios(self, diag: np.ndarray, totals: np.ndarray) -> np.ndarray:
        """diag / totals clipped to [0, 1], NaN where a total is not readable: each class's
        sum of noisy counts clipped once, not every count first (clipping each count at 0
        adds only positive noise to the total, and with C classes pulled a recall of 0.80 on
        20 records down to 0.71)."""
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.where(self._readable_totals(totals),
                            np.clip(diag / totals, 0.0, 1.0), np.nan)

    def recall(self) -> np.ndarray:
        """Per class of ``classes``: noisy right / noisy true total of the class (its row's
        sum), clipped to [0, 1]; NaN where that total does not stand :data:`MIN_SIGNAL` noise
        standard deviations above 0 (a class of few test records among many classes).  See
        :meth:`interval` for its uncertainty."""
        m = self._matrix()
        return self._ratios(np.diag(m), m.sum(1))

    def precision(self) -> np.ndarray:
        """Per class of ``classes``: noisy right / noisy predicted total of the class (its
        column's sum), clipped to [0, 1]; NaN where that total is not readable, as for
        :meth:`recall`."""
        m = self._matrix()
        return self._ratios(np.diag(m), m.sum(0))

    @property
    def balanced_accuracy(self) -> float:
        """Mean :meth:`recall` over the classes (scikit-learn's ``balanced_accuracy_score``);
        NaN unless every class's recall is readable (a class of a few records among many
        classes makes the mean mostly noise, and its interval would not cover: 22 % of the
        time for ten classes on 300 records at ε = 0.5 with one class of 2 %)."""
        r = self.recall()
        return float(np.mean(r)) if np.isfinite(r).all() else float("nan")

    def _right_other(self, metric: str):
        """(right, other, noisy counts in right, in other, noisy counts in a total) per unit of
        ``metric``: per class its diagonal count and the rest of its row (recall, balanced
        accuracy) or column (precision)."""
        m = self._matrix(f"{metric!r} intervals")
        totals = m.sum(0) if metric == "precision" else m.sum(1)
        C, k = len(m), int(self.draws)
        return np.diag(m), totals - np.diag(m), k, (C - 1) * k, C * k

    def interval(self, metric: str, level: float = 0.95, population: bool = True,
                 n_boot: int = 2000, random_state=None):
        """A ``level`` interval for ``'recall'``, ``'precision'`` (one (low, high) row per
        class), ``'balanced_accuracy'`` or ``'accuracy'`` (one pair); (0, 1) where the
        estimate itself is NaN (its total not readable).  Post-processing of the release.

        Recall and precision: per class, the test inversion (Fieller 1954) of
        :meth:`accuracy_interval` on the class's released diagonal count and the rest of its
        row (recall) or column (precision), one and C − 1 noisy counts, with the binomial
        sampling of the class's records where ``population=True``; ``n_boot`` and
        ``random_state`` are unused there.  A parametric bootstrap did this before and
        under-covered small classes: it resamples around the noisy counts as if they were the
        truth.  A class of 5 records (4 right) beside one of 540 at ε = 0.5, among the
        releases where its recall was readable: the exact recall in 63 % of the bootstrap's
        95 % intervals, 71 % of these (5 records, 1 right: 72 % and 77 %); a class of 30
        records at ε = 0.5: 92-94 % either way.  Such a class is read only where noise
        lifts its total over the line, and its interval then under-covers whatever the
        method (docs/evaluation.md, "Coverage").

        Accuracy: :meth:`accuracy_interval` (the same inversion on the released right and
        wrong sums), so that one release has one accuracy interval wherever it is asked for
        (a bootstrap gave a second one, a little different at each call); ``n_boot`` and
        ``random_state`` are unused there too.

        Balanced accuracy (a mean over the classes, which the inversion of one ratio does
        not give): a parametric bootstrap.  Each class's row is read from its released sums, right and
        other, as its ratio is: the sums are unbiased where clipped single counts are not (an
        empty cell's noise clipped at 0 reads as records: with ten classes each confused with
        one neighbour, resampling clipped cells covered a balanced accuracy 11-18 % of the
        time; zeroing small cells instead failed where errors spread thinly over many cells).
        Each of ``n_boot`` replicates draws the unit's records again (binomial at its size
        and ratio, with ``population=True``), adds simulated release noise to both sums (as
        many noisy counts as each sums), and recomputes the metric with the same readability
        rule as the estimate; the interval is the replicates' central ``level`` share.  The
        simulated noise models the release (NumPy, seeded by ``random_state``); it is not a
        privacy mechanism.
        """
        if metric not in ("recall", "precision", "balanced_accuracy", "accuracy"):
            raise ValueError("metric must be 'recall', 'precision', 'balanced_accuracy' or "
                             f"'accuracy', got {metric!r}")
        _check_bootstrap(level, n_boot)
        if metric == "accuracy":
            return self.accuracy_interval(level, population)
        right, other, k_right, k_other, k_total = self._right_other(metric)
        if metric in ("recall", "precision"):
            # the same readability rule as the estimate: an unreadable total says nothing
            # (the inversion would still return some set of ratios, consistent with noise)
            readable = np.isfinite(getattr(self, metric)())
            return np.array([_ratio_interval(r, o, k_right, k_other, self.epsilon, level,
                                             population) if ok else (0.0, 1.0)
                             for r, o, ok in zip(right, other, readable)], dtype=float)
        estimate = np.atleast_1d(np.asarray(self.balanced_accuracy, dtype=float))
        try:
            # what numpy's default_rng takes (an int, a Generator, a SeedSequence, ...); its
            # own refusal does not say which argument it was
            if isinstance(random_state, (bool, float, str)):
                raise TypeError
            rng = np.random.default_rng(random_state)
        except (TypeError, ValueError):
            raise ValueError(f"random_state must be None, a non-negative integer or a seed "
                             f"numpy's default_rng takes, got {random_state!r}") from None
        r0, o0 = np.clip(right, 0, None), np.clip(other, 0, None)
        size = np.rint(r0 + o0).astype(np.int64)
        share = np.divide(r0, r0 + o0, out=np.zeros_like(r0), where=r0 + o0 > 0)
        reps = np.empty((int(n_boot), len(right)))
        for b in range(int(n_boot)):
            r = rng.binomial(size, share).astype(float) if population else r0
            o = size - r if population else o0
            r = r + simulated_release(np.zeros((len(r), k_right)), self.epsilon, rng).sum(1)
            o = o + simulated_release(np.zeros((len(o), k_other)), self.epsilon, rng).sum(1)
            t = r + o
            with np.errstate(invalid="ignore", divide="ignore"):
                reps[b] = np.where(_readable(t, k_total, self.epsilon),
                                   np.clip(r / t, 0.0, 1.0), np.nan)
        reps = reps.mean(1, keepdims=True)            # NaN where some class is unreadable
        out = _central(reps, level)
        unread = ~np.isfinite(estimate)           # nothing to say: the whole range
        out[0, unread], out[1, unread] = 0.0, 1.0
        return float(out[0, 0]), float(out[1, 0])

    def to_frame(self) -> pd.DataFrame:
        """The released counts as a labelled table (rows: true class; columns: predicted)."""
        if self.release == "accuracy":
            return pd.DataFrame({"count": np.asarray(self.counts)}, index=["right", "wrong"])
        idx = pd.Index(list(self.classes), name="true")
        cols = pd.Index(list(self.classes), name="predicted")
        return pd.DataFrame(np.asarray(self.counts), index=idx, columns=cols)

    def per_class(self, level: float = 0.95) -> pd.DataFrame:
        """Recall and precision of every class with their ``level`` intervals (:meth:`interval`),
        one labelled row per class of ``classes`` (``interval`` returns bare (low, high) rows in
        that order).  NaN where a figure is not readable, its interval then (0, 1).  Needs
        ``release='matrix'``; post-processing of the release."""
        self._matrix("per_class()")
        rec, prec = self.interval("recall", level), self.interval("precision", level)
        return pd.DataFrame({"recall": self.recall(), "recall_low": rec[:, 0], "recall_high": rec[:, 1],
                             "precision": self.precision(), "precision_low": prec[:, 0],
                             "precision_high": prec[:, 1]},
                            index=pd.Index(list(self.classes), name="class"))

    def _repr_html_(self) -> str:
        """In a notebook: the summary line, then the released counts as a table (the
        dataclass's own repr is a wall of fields)."""
        import html

        return f"<p>{html.escape(self.summary())}</p>" + self.to_frame().to_html()

    def to_dict(self, level: float = 0.95) -> dict:
        """What to publish, JSON-ready (``json.dumps`` takes it; undefined figures are None):
        the released counts, the release's kind, ε, unit and mechanism, and the figures that
        follow from the counts (the accuracy with its interval; per class with
        ``release='matrix'``).  The command line's ``evaluate --epsilon --json`` prints the
        same keys, with the model file's hash and budget beside them."""
        lo, hi = self.accuracy_interval(level)
        out = {**_release_facts(self.release, self.epsilon, self.person_bound),
               "classes": [_plain(c) for c in self.classes],
               "counts": np.asarray(self.counts).tolist(), "noisy_n": float(self.n),
               "estimable": bool(self.estimable), "accuracy": _number(self.accuracy),
               f"interval_{int(round(level * 100))}": [lo, hi],
               "predicted_by": self._predicted_by(), "fit_id": self.fit_id}
        if self.threshold is not None:
            out.update(threshold=float(self.threshold), positive=_plain(self.positive))
        if self.draws != 1:
            out.update(combined_releases=int(self.draws))
        if self.release == "matrix":
            out.update(balanced_accuracy=_number(self.balanced_accuracy),
                       recall=[_number(v) for v in self.recall()],
                       precision=[_number(v) for v in self.precision()])
        return out

    def _predicted_by(self) -> str:
        """How the counted predictions were made, in words."""
        if self.threshold is None:
            return "predict (the most probable class)"
        # (said in words: predict_proba's columns are indexed by position, not by class)
        return (f"{_plain(self.positive)!r} where its probability (predict_proba's column for "
                f"it) >= {self.threshold:g}, else the other class")

    def summary(self, level: float = 0.95) -> str:
        """One line: the noisy accuracy, its interval for the population (privacy noise and
        test-set sampling) and the noisy number of test records; or why there is none."""
        return self._summary_line(level)

    def _summary_line(self, level: float, unit: bool = True) -> str:
        """:meth:`summary`'s line; ``unit`` False leaves out its closing ε (a grouped
        release says it once for every group)."""
        if not self.estimable:
            return (f"accuracy not estimable: about {_records(f'{self.n:.0f}', 'test records')} "
                    f"against privacy "
                    f"noise of standard deviation {self.noise_sd_n:.0f} in their count "
                    f"({_unit_words(self.epsilon, self.person_bound)}, {np.size(self.counts)} "
                    f"noisy counts); give more epsilon or test records"
                    + ("" if self.release == "accuracy" else
                       ", or release='accuracy' (two noisy counts)"))
        lo, hi = self.accuracy_interval(level)
        at = "" if self.threshold is None else f" (predicting {self._predicted_by()})"
        base = self.majority_rate
        # the baseline beside it: an accuracy at the majority rate looks fine to a reader who
        # does not know the classes' shares
        # and where it sits against the interval, said outright: 0.898 beside a baseline of
        # 0.900 left a walkthrough's reader to work out that nothing was shown
        where = ("" if not math.isfinite(base) else
                 " (above the interval: the model likely scores below it)" if base > hi else
                 " (inside the interval: this release does not show the model beating it)"
                 if base >= lo else "")
        vs = ("" if not math.isfinite(base) else
              f"; predicting the most common class alone would score about {base:.3f}{where}")
        return (f"accuracy {self.accuracy:.3f}{at} ({level:.0%} interval {lo:.3f}-{hi:.3f} for "
                f"the population: privacy noise and test-set sampling) on about "
                f"{_records(f'{self.n:.0f}', 'test records')}{vs}"
                + (f"; {_unit_words(self.epsilon, self.person_bound)}" if unit else ""))

    def plot(self, ax=None, path=None):
        """The noisy confusion matrix as a heat map (scikit-learn's ``ConfusionMatrixDisplay``),
        the counts as released (noise can make a few negative); returns the Axes and saves the
        figure when ``path`` is given.  Needs ``release='matrix'``."""
        from sklearn.metrics import ConfusionMatrixDisplay

        from .inspection import _finish_axes, _label_text, _plot_name, _pyplot

        plt = _pyplot()

        m = self._matrix("plot(), a confusion matrix,").astype(np.int64)
        # a line break in a name shifted every row label below it; padded names looked alike;
        # long names are wrapped and cut (a 48-character name left the matrix a few pixels)
        labels = [_plot_name(c) for c in self.classes]
        longest = max((len(line) for t in labels for line in t.split("\n")), default=0)
        own = ax is None
        if own:
            # room for the title and the tilted names; capped (26 classes made a 20-inch figure)
            side = min(max(4.5, 1.5 + 0.7 * len(m) + 0.07 * longest), 11.0)
            _, ax = plt.subplots(figsize=(side, side))
        # long or many class names would run into each other under the columns
        tilt = 45 if len(m) > 4 or longest > 6 else "horizontal"
        # above CELL_NUMBERS_UP_TO classes the numbers overlap (3,600 at 60 classes): colours only
        many = len(m) > CELL_NUMBERS_UP_TO
        shown = ConfusionMatrixDisplay(m, display_labels=labels).plot(
            ax=ax, colorbar=False, values_format="d", xticks_rotation=tilt,
            include_values=not many)
        if many:       # a colour bar as tall as the matrix, not the figure
            ax.figure.colorbar(shown.im_, ax=ax, fraction=0.046, pad=0.04)
        if tilt == 45:
            # a tilted name ends under its own column (centred, it read as the neighbour's)
            plt.setp(ax.get_xticklabels(), ha="right", rotation_mode="anchor")
        if len(m) > TICK_LABELS_UP_TO:
            # every k-th name only: 200 names on each axis of an 11-inch figure were a solid
            # band of ink (the classes_ order says which row is which)
            step = math.ceil(len(m) / TICK_LABELS_UP_TO)
            for axis in (ax.get_xticklabels(), ax.get_yticklabels()):
                for i, t in enumerate(axis):
                    t.set_visible(i % step == 0)
            ax.set_xlabel(f"{ax.get_xlabel()} (every {step}th class named, in classes_ order)")
        lo, hi = self.accuracy_interval()
        at = ("" if self.threshold is None else
              f"\n{_plain(self.positive)!r} predicted at score >= {self.threshold:g}")
        base = self.majority_rate
        # the accuracy is held to [0, 1], said beside it (1.000 over a matrix with errors in
        # it read as a bug)
        raw = self._raw_accuracy()
        capped = " (capped)" if math.isfinite(raw) and not 0 <= raw <= 1 else ""
        # one short line per fact (the accuracy and the baseline on one line ran past a
        # 4.5-inch figure); _set_title wraps what is still too wide
        # a negative count reads as a bug where the page does not say what noise does
        # (post-processing of the released counts)
        neg = "\nnoise made some counts negative" if (m < 0).any() else ""
        # a part of a release by group names its group (its ledger's scope, "sex = 'male'"):
        # a report's per-group figure was otherwise unlabelled
        groups = sorted({str(e.scope.partition) for e in self.ledger.entries
                         if e.scope.partition is not None and " = " in str(e.scope.partition)})
        group = f" of {_label_text(groups[0])}" if len(groups) == 1 else ""
        _set_title(ax, f"noisy confusion matrix{group}{neg}{at}\n{_unit_title(self.epsilon, self.person_bound)}\n"
                   + (f"accuracy {self.accuracy:.3f}{capped} (95% interval {lo:.3f}-{hi:.3f})"
                      + (f"\nmost common class alone {base:.3f}" if math.isfinite(base) else "")
                      if self.estimable else "accuracy not estimable:\nthe counts are mostly noise"))
        return _finish_axes(ax, own, path)


#: the most classes whose confusion-matrix plot writes every cell's count
CELL_NUMBERS_UP_TO = 20
#: the most classes whose confusion-matrix plot names every row and column
TICK_LABELS_UP_TO = 40


def _innermost_group(entry) -> str | None:
    """The innermost group a ledger entry's records are scoped to: the last part of its
    partition ("g = 'u'" of "group 0 / g = 'u'", or a combination's "group 0"), None for one
    on all the test records."""
    return None if entry.scope.partition is None else str(entry.scope.partition).split(" / ")[-1]


class GroupedConfusion(dict):
    """One release per group of a categorical feature, made as one query
    (:func:`private_confusion_matrix` with ``by``): a dict, declared category (None: missing
    values) -> :class:`NoisyConfusion` of that group's test records, every declared group
    included.

    The groups are disjoint, so the whole set cost each test record ``epsilon`` once
    (``ledger``, one query on all of them); each group's release carries a ledger of its own
    at that ε.  ``NoisyConfusion.combine(list(grouped.values()))`` is the whole test set's
    release, at no more ε and with every cell's noise counted.  Parts of two releases on the
    same records (by sex and by race, or a part beside the plain release) overlap in records:
    ``combine`` cannot tell (they are other releases, not the same one) and would count their
    records twice with ε once -- keep each release's parts together.  A declared group no test
    record falls in is released like any other (noise alone): its figures are mostly "not
    estimable", but with many groups an empty one now and then shows a figure of noise (about
    one empty group in 150-700 at ε 0.5-1 in a reviewer's simulation) -- read each with its
    noisy size ``n``.

    Attributes
    ----------
    column : str
        The feature the groups are of.
    epsilon : float
        What the whole set cost each test record (with ``person_bound``, each kept record).
    ledger : Ledger
        The one query, on every test record.
    person_bound : dict or None
        With ``person=`` and ``max_rows=``: the bound (``max_rows``, ``person_epsilon``, the
        guarantee per person, and the id column where named), as each part's; else None.
    """

    def __init__(self, parts: dict, *, column: str, epsilon: float, ledger: Ledger,
                 person_bound: dict | None = None):
        super().__init__(parts)
        self.column, self.epsilon, self.ledger = column, float(epsilon), ledger
        # the rows-per-person bound of the test records (each part carries the same one)
        self.person_bound = person_bound

    def __repr__(self) -> str:
        # a dict's repr listed every group's NoisyConfusion field by field
        return (f"GroupedConfusion(column={self.column!r}, epsilon={self.epsilon:g}, "
                f"{len(self)} group{'s' * (len(self) != 1)}: {list(self)!r})")

    def __str__(self) -> str:
        # print() of the release showed the repr above, the groups' names only: it shows
        # each group's figures (summary), as the notebook's table does
        return self.summary()

    def _released_at(self, eps: str) -> str:
        """What the set cost, ``eps`` naming ε ("ε = " in HTML, "epsilon " in text)."""
        b = self.person_bound
        if not b:
            return f"{eps}{self.epsilon:g} per test record"
        return (f"{eps}{float(b['person_epsilon']):g} per test person (at most "
                f"{_records(b['max_rows'])} each, across the groups)")

    def _repr_html_(self) -> str:
        """In a notebook: what was released, then :meth:`to_frame` (each group's noisy size
        and accuracy with its 95 % interval) as a table."""
        import html

        at = self._released_at("ε = ")
        head = (f"confusion counts by {self.column!r}: {len(self)} disjoint groups released "
                f"at {at} (accuracy and its 95 % interval; "
                f"to_frame(metric, cls) or plot() for another figure)")
        return f"<p>{html.escape(head)}</p>" + self.to_frame().to_html(
            formatters={"n": "{:.1f}".format}, float_format="{:.3f}".format)

    def summary(self, level: float = 0.95) -> str:
        """One line per group, as :meth:`NoisyConfusion.summary` gives one for the whole test
        set (its noisy accuracy, interval, size and the majority rate beside it), after a line
        saying what was released.  Each group is named by its category's repr, the missing
        values' group as "missing values" (a category written "None" prints as 'None', so the
        two are told apart).  Post-processing of the release."""
        at = self._released_at("epsilon ")
        lines = [f"confusion counts by {self.column!r}: {len(self)} disjoint "
                 f"group{'s' * (len(self) != 1)} released at {at}, once for all of them"]
        for label, part in self.items():
            name = "missing values" if label is None else repr(label)
            # an estimable part's line ends with its ε, the whole set's: said once above
            lines.append(f"  {name}: {part._summary_line(level, unit=False)}")
        return "\n".join(lines)

    def to_frame(self, metric: str = "accuracy", cls=None, level: float = 0.95,
                 population: bool = True) -> pd.DataFrame:
        """One row per group: its noisy size ``n``, the ``metric`` and its ``level``
        interval (:meth:`NoisyConfusion.interval`); NaN and (0, 1) where a group's figure is
        not readable.  ``metric``: ``'accuracy'``, ``'balanced_accuracy'``, or ``'recall'`` /
        ``'precision'`` of the class ``cls`` (a true-positive rate is the positive class's
        recall; a false-positive rate is 1 − the other class's recall, its interval flipped:
        ``metric='fpr'`` with ``cls`` the positive class, two-class models).  On a two-class
        model ``cls`` defaults to the second of ``classes_``, the greater class where the
        labels compare (scikit-learn's positive class, the command line's default).
        Post-processing of the release."""
        rows = []
        for label, part in self.items():
            estimate, (lo, hi) = _group_figure(part, metric, cls, level, population)
            rows.append({self.column: label, "n": part.n, metric: estimate, "low": lo,
                         "high": hi})
        # an object index keeps the missing values' group as None (pandas made it NaN, which
        # printed and plotted as "nan")
        frame = pd.DataFrame(rows).drop(columns=[self.column])
        frame.index = pd.Index(list(self), dtype=object, name=self.column)
        return frame

    def difference(self, a, b, metric: str = "accuracy", cls=None, level: float = 0.95,
                   population: bool = True) -> tuple[float, tuple[float, float]]:
        """Group ``a``'s ``metric`` minus group ``b``'s, with a ``level`` interval: (difference,
        (low, high)); NaN and (-1, 1) where either figure is not readable.  ``metric`` and
        ``cls`` as in :meth:`to_frame` (an equal-opportunity gap: ``'recall'`` of the positive
        class; an equalised-odds part: ``'fpr'``).  The groups' releases are independent
        (disjoint records, their own noise), so the interval combines each group's own
        interval by the method of variance estimates recovery (Newcombe 1998; Zou and Donner
        2008): low = d − √((p_a − l_a)² + (u_b − p_b)²), high = d + √((u_a − p_a)² + (p_b −
        l_b)²).  Post-processing of the release."""
        for g in (a, b):
            try:
                hash(g)
            except TypeError:
                raise TypeError(f"a and b must each be one group (a category of "
                                f"{self.column!r}), got {type(g).__name__}") from None
            if g not in self:
                raise KeyError(f"{g!r} is not a group of {self.column!r}: its groups are "
                               f"{list(self)}")
        if a == b:
            raise ValueError("difference compares two groups: a group against itself has no "
                             "independent second release")
        pa, (la, ua) = _group_figure(self[a], metric, cls, level, population)
        pb, (lb, ub) = _group_figure(self[b], metric, cls, level, population)
        if not (math.isfinite(pa) and math.isfinite(pb)):
            return float("nan"), (-1.0, 1.0)
        d = float(pa - pb)
        low = d - math.sqrt((pa - la) ** 2 + (ub - pb) ** 2)
        high = d + math.sqrt((ua - pa) ** 2 + (pb - lb) ** 2)
        return d, (max(low, -1.0), min(high, 1.0))

    def plot(self, metric: str = "accuracy", cls=None, ax=None, path=None, level: float = 0.95):
        """Each group's ``metric`` with its ``level`` interval (:meth:`to_frame`), one row a
        group; groups whose figure is not readable are drawn as an empty row, so that every
        declared group shows.  Returns the Axes and saves the figure when ``path`` is given."""
        from .inspection import _finish_axes, _label_text, _pyplot

        plt = _pyplot()
        frame = self.to_frame(metric, cls, level)
        own = ax is None
        if own:
            _, ax = plt.subplots(figsize=(6.0, 1.2 + 0.4 * len(frame)))
        y = np.arange(len(frame))[::-1]
        ok = np.isfinite(frame[metric].to_numpy(dtype=float))
        est = frame[metric].to_numpy(dtype=float)
        lo, hi = frame["low"].to_numpy(dtype=float), frame["high"].to_numpy(dtype=float)
        ax.errorbar(est[ok], y[ok], xerr=[est[ok] - lo[ok], hi[ok] - est[ok]], fmt="o",
                    capsize=3)
        ax.set_yticks(y, [_label_text("missing" if g is None else g) for g in frame.index])
        # a figure of 0 or 1 sits on the edge: a margin keeps its marker whole
        ax.set_xlim(-0.03, 1.03)
        ax.set_ylim(-0.6, len(frame) - 0.4)
        what = metric if cls is None else f"{metric} of {_label_text(cls)}"
        # wrapped as the title is: a long class name ran the label past the figure's edge
        width = max(int(ax.figure.get_figwidth() * 0.6 * 72 / (0.6 * 10)), 20)
        ax.set_xlabel(textwrap.fill(f"{what} ({level:.0%} interval)", width))
        unread = int((~ok).sum())
        _set_title(ax, f"{what} by {_label_text(self.column)}, ε = {self.epsilon:g} per test "
                       f"record" + (f"\n{unread} group{'s' * (unread != 1)} not estimable "
                                   f"(mostly noise)" if unread else ""))
        return _finish_axes(ax, own, path)


def _group_figure(part: NoisyConfusion, metric: str, cls, level: float, population: bool):
    """(estimate, (low, high)) of one group's ``metric`` (:meth:`GroupedConfusion.to_frame`)."""
    if metric in ("accuracy", "balanced_accuracy"):
        if cls is not None:
            raise ValueError(f"cls= goes with 'recall', 'precision' or 'fpr', not {metric!r}")
        value = part.accuracy if metric == "accuracy" else part.balanced_accuracy
        return value, part.interval(metric, level, population)
    if metric not in ("recall", "precision", "fpr"):
        raise ValueError(f"metric must be 'accuracy', 'balanced_accuracy', 'recall', "
                         f"'precision' or 'fpr', got {metric!r}")
    classes = list(part.classes)
    if metric == "fpr" and len(classes) != 2:
        # said first: asking for cls= on a model with no false-positive rate sent the user round
        raise ValueError("metric='fpr' is for two-class models (1 − the other class's recall); "
                         "with more classes, 1 − recall of a class is its miss rate")
    if cls is None and len(classes) == 2:
        # scikit-learn's positive class, as the command line's --by: the greater of the two
        cls = classes[1]
    if cls is None or _plain(cls) not in [_plain(c) for c in classes]:
        raise ValueError(f"{metric!r} needs cls=, one of the model's classes "
                         f"{[_plain(c) for c in classes]}")
    i = [_plain(c) for c in classes].index(_plain(cls))
    if metric == "fpr":
        other = 1 - i
        lo, hi = part.interval("recall", level, population)[other]
        return 1.0 - part.recall()[other], (1.0 - hi, 1.0 - lo)
    lo, hi = part.interval(metric, level, population)[i]
    return getattr(part, metric)()[i], (lo, hi)


#: scikit-learn meta-estimators that predict through parts of their own around a model, with
#: what to pass instead (the TypeError of _fitted_model says it)
_WRAPPER_ADVICE = {
    "CalibratedClassifierCV": "its calibrators, fitted by scikit-learn on records of their "
                              "own, turn the dpforest model's probabilities into others; "
                              "evaluate the dpforest model itself, and read its calibration "
                              "from the same release for free: private_roc(model, ...)"
                              ".calibration()",
    "TunedThresholdClassifierCV": "its threshold was tuned on records by scikit-learn; pass "
                                  "the dpforest model with threshold=its best_threshold_ (or "
                                  "FixedThresholdClassifier(FrozenEstimator(model), "
                                  "threshold=...)), and mind that tuning on these test "
                                  "records' exact figures is a release outside epsilon",
}


def _fitted_model(model):
    """The fitted dpforest forest that predicts for ``model`` (a selector's winner)."""
    inner = getattr(model, "best_estimator_", model)
    if hasattr(inner, "_proba_from_codes") and not hasattr(inner, "schema_"):
        # a dpforest model not yet fitted (scikit-learn's own error, as predict gives it)
        from sklearn.utils.validation import check_is_fitted

        check_is_fitted(inner, "schema_")
    if not hasattr(inner, "_proba_from_codes") or not hasattr(inner, "schema_"):
        name = type(model).__name__
        # say why: the release counts each record through the dpforest model's own schema
        # and trees (its checks, its door, its ledger); a wrapper that predicts through parts
        # of its own hides that model, so what it predicts cannot be counted as released
        why = (f"; a {name} predicts through parts of its own around the model, so the "
               f"evaluation cannot see a dpforest model inside it whose predictions on the test "
               f"records it could count and charge: {_WRAPPER_ADVICE[name]}"
               if name in _WRAPPER_ADVICE else
               f"; the evaluation counts each test record through a dpforest model's schema "
               f"and trees and cannot see one inside a {name}: pass the dpforest model, a "
               f"Pipeline ending in one, or a FixedThresholdClassifier around one")
        raise TypeError("private evaluation needs a fitted dpforest model (a forest or a "
                        f"PrivateModelSelector), got {name}{why}")
    check = getattr(inner, "_check_private_evaluation", None)
    if check is not None:
        # a per-group set (dpforest.GroupModels) lacking a group's model: refused before any
        # record is read (a test record of that group could be neither counted nor refused)
        check()
    if inner._overrides_predict_proba_only():
        # refused before anything is charged: the evaluation counts each record through
        # _proba on its codes, which such a class leaves to the trees it does not have
        raise TypeError(f"private evaluation reads {type(inner).__name__}._proba (class "
                        f"probabilities in the schema's order from encoded records); it overrides "
                        f"predict_proba only: override _proba instead (docs/extending.md)")
    return inner


def _pipeline_input(pipe, X, person):
    """(X, person) as a Pipeline's steps get them: in-memory records, and a ``person`` that
    names a column read first, one id per row (the steps may drop or rename columns; the
    column is left in for a first step fitted with it)."""
    from .dask_data import is_dask_collection
    from .schema import as_pandas

    if is_dask_collection(X):
        raise TypeError("private evaluation takes in-memory data (pandas or numpy); call "
                        ".compute() on a Dask DataFrame that fits in memory first")
    if isinstance(person, str):
        X = as_pandas(X)
        if not isinstance(X, pd.DataFrame) or person not in X.columns:
            from .contributions import _no_id_column

            raise _no_id_column(person)
        ids = X[person].to_numpy(dtype=object)
        if person not in list(getattr(pipe[0], "feature_names_in_", ())):
            X = X.drop(columns=[person])
        person = ids
    return X, person


def _through_pipeline(pipe, X, person):
    """(the Pipeline's last step, X through the steps before it, person as one id per row
    where it named a column of X): what ``pipe.predict`` does to X, before the door checks
    the transformed records against the last step's schema.  The release stays ε-DP only if
    each step transforms each record on its own (scikit-learn's fitted transformers do;
    the steps are fitted and public, like the model).  A step's error or warning is not
    passed on: scikit-learn's messages can quote a test record's value (an unknown
    category), which would leave outside the charged release."""
    _refuse_columns_from_values(pipe)
    X, person = _pipeline_input(pipe, X, person)
    _refuse_unnamed_columns(pipe, X)
    if len(pipe.steps) > 1 and (X.shape[0] if hasattr(X, "shape") else len(X)) == 0:
        # scikit-learn's steps refuse an input of no rows, which a model alone releases: the
        # steps are not run, so that no records and one record are both released
        return pipe.steps[-1][1], _no_rows_for(pipe.steps[-1][1]), person
    if len(pipe.steps) > 1:
        failed = together = False
        try:
            with _steps_quiet():
                out = pipe[:-1].transform(X)
                # the first record alone: steps that transform each record on its own give it
                # the batch's columns; a step whose columns follow the batch (a get_dummies
                # the form check does not know) gives it others, whatever the records hold
                alone = pipe[:-1].transform(X.iloc[:1] if hasattr(X, "iloc") else X[:1])
            # ... and the batch the columns the model was fitted on (by name where it has
            # names, in any order): otherwise the door's refusal would name the columns the
            # batch lacks, which a step like that makes from the values present (a review)
            together = not _same_columns(alone, out) or \
                not _same_columns(out, _no_rows_for(pipe.steps[-1][1]))
            X = out
        except Exception:       # noqa: BLE001  raised below, outside the handler
            failed = True
        if together:
            raise ValueError("the Pipeline's steps before the dpforest model give the test "
                             "records other columns than the model was fitted on, or one "
                             "record other columns than the whole test set: steps that read "
                             "the records together (such as pd.get_dummies) would let which "
                             "records are there decide what the model reads, so a private "
                             "evaluation runs only steps that transform each record on its "
                             "own into the model's columns (check pipe[:-1].transform on "
                             "public or made-up records against the model's columns)")
        if failed:
            # raised outside the handler: no __context__ holding the step's error (a warning
            # under an "error" filter quoting a record's value)
            raise ValueError("the Pipeline's steps before the dpforest model could not transform "
                             "the test records (the message is withheld: it may quote a test "
                             "record's value); try the steps on public or synthetic records "
                             "of the same columns")
    return pipe.steps[-1][1], X, person


def _same_columns(X, like) -> bool:
    """Whether a transformed batch ``X`` has the columns of ``like`` (a model's layout, from
    :func:`_no_rows_for`, or another batch through the same steps): as many, and where both
    have names the same ones in any order (the model reads a frame's columns by name)."""
    if getattr(X, "ndim", 2) != 2 or X.shape[1] != like.shape[1]:
        return False
    names, want = getattr(X, "columns", None), getattr(like, "columns", None)
    return names is None or want is None or \
        sorted(map(str, names)) == sorted(map(str, want))


def _refuse_columns_from_values(pipe) -> None:
    """Refuse, by its form and before any test record is read, a Pipeline with a step that
    makes its columns from the values it meets (``FunctionTransformer(pd.get_dummies)``, in
    the pipeline, a nested one or a ``ColumnTransformer``): which columns the test records
    give follows which categories occur among them, so the model would take or refuse the
    batch by whether some record holds a category (a privacy audit: a release or a refusal
    naming the missing column, at no epsilon).  A budget refuses such a pipeline's fit
    the same way."""
    from sklearn.compose import ColumnTransformer
    from sklearn.pipeline import Pipeline

    from .forests.base import _columns_from_values

    def found(steps, depth=0):
        for name, step in steps:
            if _columns_from_values(step):
                return name
            if depth < 8 and isinstance(step, Pipeline):
                inner = found(step.steps, depth + 1)
            elif depth < 8 and isinstance(step, ColumnTransformer):
                inner = found([(n, t) for n, t, _ in getattr(step, "transformers_",
                                                                step.transformers)
                               if not isinstance(t, str)], depth + 1)
            else:
                inner = None
            if inner is not None:
                return inner
        return None

    name = found(pipe.steps[:-1])
    if name is not None:
        raise ValueError(f"the Pipeline's step {name!r} makes its columns from the values it "
                         f"meets (pd.get_dummies): which columns the test records give would "
                         f"tell which categories occur among them, outside any epsilon, so a "
                         f"private evaluation does not run it.  Evaluate a model fitted on "
                         f"the columns as they are (declare the categorical column's "
                         f"categories in the schema), or a pipeline whose steps map each "
                         f"record with public constants")


def _refuse_unnamed_columns(pipe, X) -> None:
    """Refuse, by its form, test records without column names for a Pipeline whose first
    step is a ColumnTransformer that picks columns by name: scikit-learn's refuses such an
    input whatever it holds, but the steps are skipped for no records (which must be
    released), so without this check no records were released and one record refused (an
    audit).  Other steps that cannot take the container are found only by running them."""
    from sklearn.compose import ColumnTransformer
    from sklearn.pipeline import Pipeline

    if len(pipe.steps) < 2 or hasattr(X, "columns"):
        return
    first = pipe.steps[0][1]
    for _ in range(8):                      # a nested Pipeline's first step, a few layers
        if not isinstance(first, Pipeline):
            break
        first = first.steps[0][1]
    if not isinstance(first, ColumnTransformer):
        return

    def by_name(cols) -> bool:
        # a name, names in any container (list, array, Index), or a slice between names
        if isinstance(cols, str):
            return True
        if isinstance(cols, slice):
            return isinstance(cols.start, str) or isinstance(cols.stop, str)
        if callable(cols) or cols is None:
            return False
        try:
            return any(isinstance(v, str) for v in np.asarray(cols, dtype=object).ravel())
        except Exception:   # noqa: BLE001  a form scikit-learn's own check will judge
            return False

    specs = [cols for _, how, cols in getattr(first, "transformers_", first.transformers)
             if not (isinstance(how, str) and how == "drop")]      # dropped: never selected
    if any(by_name(c) for c in specs):
        raise ValueError("the Pipeline's ColumnTransformer picks columns by name, and the test "
                         "records have none: give them as a DataFrame with the columns the "
                         "Pipeline was fitted on")


def _no_rows_for(last):
    """What a Pipeline's steps would hand its last step for no record: no rows, in the
    layout the model was fitted on (a frame of its columns, or an array of its width).
    Built from the fitted model alone (public), never from the test records.  A nested
    Pipeline or a FrozenEstimator as the last step is looked through, as :func:`_resolve`
    looks through them."""
    from sklearn.pipeline import Pipeline

    for _ in range(8):                      # a few layers at most, as _resolve
        if isinstance(last, Pipeline):
            last = last.steps[-1][1]
        elif type(last).__name__ == "FrozenEstimator":
            last = last.estimator
        else:
            inner, threshold, _ = _unwrap_threshold(last)
            if threshold is None:
                break
            last = inner
    inner = _fitted_model(last)
    names = getattr(inner, "feature_names_in_", None)
    if names is not None:
        return pd.DataFrame({c: pd.Series(dtype=object) for c in names})
    return np.empty((0, len(inner.schema_.feature_names)), dtype=object)


@contextlib.contextmanager
def _steps_quiet():
    """A Pipeline's steps run on test records: their warnings (which can quote a record) not
    shown, and any joblib parallelism of theirs (a ColumnTransformer's ``n_jobs``) run in this
    thread, where that silencing holds (joblib's workers do not inherit it).  Steps that start
    threads or processes of their own outside joblib are not covered."""
    import joblib

    with filtered(), joblib.parallel_config(backend="sequential"):
        yield


#: rows a Pipeline's steps transform together when looking for the records they refuse
_STEP_CHUNK = 512


def _through_pipeline_each(pipe, X, person):
    """(the Pipeline's last step, the records its steps transform, person as one id per row
    where it named a column of X, which of X's rows those are): :func:`_through_pipeline` for
    a budgeted release, where no test record may refuse it.  A record a step cannot transform
    (an unseen category of a fitted encoder) is left out on its own: the rows are tried
    together, and where that fails, in chunks and then one by one, so a record's value decides
    only whether that record is counted (each step must transform each record on its own, as
    the release's guarantee needs anyway)."""
    from .privacy.record_filter import _rows
    from .schema import as_pandas

    _refuse_columns_from_values(pipe)
    X, person = _pipeline_input(pipe, X, person)
    X = as_pandas(X)
    n = len(X)
    keep = np.ones(n, dtype=bool)
    if len(pipe.steps) == 1:
        return pipe.steps[-1][1], X, person, keep
    steps = pipe[:-1]
    # the layout the last step was fitted on (public: from the fitted model alone)
    layout = _no_rows_for(pipe.steps[-1][1])

    def same_layout(out) -> bool:
        # a step whose columns follow the records it meets (one the form check above does not
        # know) gives another layout for some batches: those records are left out, each on
        # its own, instead of a refusal of the batch that one record's value would decide.
        # By name in any order: the model reads a frame's columns by name (a review: compared
        # in order, a ColumnTransformer's reordered output counted no record at all)
        return _same_columns(out, layout)

    def works(rows) -> bool:
        # a step must also give one row per record it was given: one that drops a record
        # (a filter) leaves that record out here, on its own, instead of a refusal later, by
        # X and y's lengths, that whether some record is dropped would decide
        try:
            out = steps.transform(_rows(X, rows))
            return len(out) == int(np.count_nonzero(rows)) and same_layout(out)
        except Exception:       # noqa: BLE001  any step's refusal leaves its records out
            return False

    Xt = None
    with _steps_quiet():     # a step's warning can quote a record's value
        if n and not works(keep):
            for a in range(0, n, _STEP_CHUNK):
                chunk = np.zeros(n, dtype=bool)
                chunk[a:a + _STEP_CHUNK] = True
                if works(chunk):
                    continue
                for i in range(a, min(a + _STEP_CHUNK, n)):
                    one = np.zeros(n, dtype=bool)
                    one[i] = True
                    keep[i] = works(one)
        if keep.any():
            # the first kept record alone: steps that transform each record on its own give it
            # the batch's layout; a step whose columns follow the batch (a get_dummies the
            # form check does not know) gives one record alone another, whatever the records
            # hold, and then no record is counted (their values would decide the layout)
            one = np.zeros(n, dtype=bool)
            one[np.flatnonzero(keep)[0]] = True
            try:
                if not works(one):
                    raise ValueError("the steps transform records together")
                Xt = steps.transform(_rows(X, keep))
                if len(Xt) != int(np.count_nonzero(keep)) or not same_layout(Xt):
                    raise ValueError("a step changed the number of rows or the columns")
            except Exception:   # noqa: BLE001  steps that read records together: none counted
                keep[:] = False
                Xt = None
    if Xt is None:
        # no record left (none given, each one left out by a step, or steps that read records
        # together): the last step gets no rows in its own layout.  The steps are not run on
        # them (scikit-learn's refuse an empty input), and the untransformed frame would meet
        # the model's schema as a refusal that one record's value had decided
        Xt = _no_rows_for(pipe.steps[-1][1])
    if person is not None and not isinstance(person, str):
        person = _rows(np.asarray(person, dtype=object), keep)
    return pipe.steps[-1][1], Xt, person, keep


def _resolve(model, X, person):
    """(the dpforest model, X as it reaches it, person, a wrapper's threshold, its positive
    label, person's column name or None): through a fitted scikit-learn ``Pipeline``
    (:func:`_through_pipeline`), a ``FixedThresholdClassifier`` (:func:`_unwrap_threshold`)
    or a ``FrozenEstimator``, in any nesting."""
    from sklearn.pipeline import Pipeline

    column = person if isinstance(person, str) else None
    threshold = positive = None
    for _ in range(8):                      # a few layers at most; no loop can go round
        if type(model).__name__ == "FrozenEstimator":
            model = model.estimator
            continue
        if isinstance(model, Pipeline):
            model, X, person = _through_pipeline(model, X, person)
            continue
        inner, t, p = _unwrap_threshold(model)
        if t is None:
            break
        if threshold is not None:
            raise ValueError("two FixedThresholdClassifiers around one model: give one threshold")
        model, threshold, positive = inner, t, p
    return model, X, person, threshold, positive, column


def _sorted_order(inner) -> np.ndarray:
    """Schema position of each class of ``classes_`` (sorted, as scikit-learn orders them)."""
    from .forests.base import class_order

    return class_order(inner.schema_.classes)


def _refuse_dask(X, y, caller: str) -> None:
    """Refuse Dask test records, which a private evaluation does not read (it reads them in
    memory): first thing, before any notice about them (the training records', a repeated
    release's), which would otherwise describe a release that never happens."""
    from .dask_data import is_dask_collection

    if is_dask_collection(X) or is_dask_collection(y):
        raise TypeError(f"{caller} takes in-memory data (pandas or numpy); call .compute() on a "
                        "Dask DataFrame that fits in memory first")


def _test_door(model, X, y, epsilon, caller: str, person=None, max_rows=None, given=None):
    """(the fitted forest, a door on the test records under the model's schema, the ε per
    record, the rows-per-person bound or None): the test records checked as ``fit`` checks
    training records, whose messages never quote a value or a count; an empty test set is a
    door like any other (refusing it would tell n = 0).  With ``person`` and ``max_rows``, at
    most ``max_rows`` records of each person are kept (:func:`~dpforest.contributions.
    bound_rows_per_person`) and ``epsilon`` is the guarantee per person: each record gets
    ``row_epsilon(epsilon, max_rows)``."""
    from .contributions import _bounded, _refuse_feature_as_id, row_epsilon
    from .data import PrivateData
    from .forests.base import check_epsilon
    from .schema import SchemaError, as_pandas

    epsilon = check_epsilon(epsilon)
    if (person is None) != (max_rows is None):
        raise ValueError("person and max_rows go together: the test records' person ids and the "
                         "public bound on records kept per person")
    _refuse_dask(X, y, caller)             # no release, so not counted as one below
    # counted before any record is read, so that a release refused by a record's value counts
    # as one not refused (over-counting is the safe side of a notice); ``given``: the objects
    # the caller passed, before a Pipeline's steps made new ones
    _note_repeated_release(*(given or (X, y)), caller, epsilon, person is not None)
    inner = _fitted_model(model)
    schema = inner.schema_

    def prepared(X, y):
        # the test records checked as fit checks training records
        X, y = as_pandas(X), as_pandas(y, "y")
        if isinstance(X, (list, tuple)) and len(X) == 0:
            X = np.empty((0, schema.n_features), dtype=object)
        inner._check_container(X, fitting=True)
        # (as fit: a refusal of the labels names X's refused values too, in one message)
        y = checked_labels(inner, X, y, schema)
        return X, (y if isinstance(y, pd.Series) else np.asarray(y).ravel())

    def refuse_invalid(X, y):
        # what the door refuses, without opening one (a budget counts every door opened); its
        # input warnings (a column-vector y) are said once, by the pass on the kept rows
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            X, y = prepared(X, y)
        schema.encode(X)
        schema.encode_labels(y)

    bound = None
    if person is not None:
        _refuse_feature_as_id(person, inner.schema_.feature_names)
        per_person = epsilon
        epsilon = check_epsilon(row_epsilon(per_person, max_rows))
    try:
        if person is not None:
            # every record checked before the kept ones are drawn, so that a refusal follows
            # the record alone, not whether the draw kept it (its person's number of rows)
            X, y, _ = _bounded(X, y, person, max_rows, check=refuse_invalid)
            # the ids' column by its name: X's column named, or a Series' own name (a
            # budget's evaluation hands on X's column as the Series of its kept rows)
            named = person if isinstance(person, str) else getattr(person, "name", None)
            bound = {"column": named if isinstance(named, str) else None,
                     "max_rows": int(max_rows), "person_epsilon": float(per_person)}
        door = PrivateData(*prepared(X, y), schema, epsilon)
    except SchemaError as e:
        # the schema's advice to change its domain is a fit's: the model's domain was fixed by
        # its fit, so the ways to read such test records as the model reads new ones instead
        from .forests.base import fitted_refusal
        from .schema import MISSING_ADVICE_EVALUATED

        err = fitted_refusal(e, f"To release figures on such records with this model, pass "
                                f"model.schema_.conform(X, warn=False) to {caller} (values "
                                f"beyond a bound read as the bound, unknown categories as "
                                f"missing values in columns that allow them; warn=False: its "
                                f"warnings would tell of single records beside the release), "
                                f"or release through "
                                f"budget.evaluate(..., out_of_domain='conform')",
                             MISSING_ADVICE_EVALUATED)
        if err is None:
            raise
        raise err from None
    return inner, door, epsilon, bound


#: id of an X or y object released in this process -> (a weak reference to it, the number of
#: releases of it, their summed epsilon per unit): the repeated-release notice's memory
_RELEASED: dict = {}


def _note_repeated_release(X, y, caller: str, epsilon: float, per_person: bool) -> None:
    """Say when test records already released in this process are released again: the same X
    object or the same y object as an earlier release (a notebook cell run again passes them;
    ``X.drop(columns=...)`` makes a new X each time, its y stays).  Each release spends its ε
    on them and the epsilons add up, while each result shows its own only (as fits do:
    ``RepeatedFitWarning``; this notice is its kind ``RepeatedReleaseWarning``).  Read from
    the objects' identities and the ε given, never from their contents; objects that cannot
    be weakly referenced (lists) are not remembered.
    Said at the 2nd, 4th, 8th ... release, with the sums per unit (a release per record and one
    per person do not add into one figure)."""
    import weakref

    from .forests.base import RepeatedReleaseWarning

    live = []
    for obj in (X, y):
        try:
            live.append((id(obj), weakref.ref(obj)))
        except TypeError:
            continue
    if not live:
        return
    before = (0, {})
    for key, _ in live:
        seen = _RELEASED.get(key)
        if seen is not None and seen[0]() is not None and seen[0]() is (X if key == id(X) else y):
            before = max(before, seen[1:], key=lambda v: v[0])
    times, sums = before[0] + 1, dict(before[1])
    unit = "per person" if per_person else "per record"
    sums[unit] = sums.get(unit, 0.0) + float(epsilon)
    if len(_RELEASED) >= 256:                      # forget test sets no longer alive
        for k in [k for k, v in _RELEASED.items() if v[0]() is None]:
            del _RELEASED[k]
    for key, ref in live:
        _RELEASED[key] = (ref, times, sums)
    if times == 2 or (times > 2 and times & (times - 1) == 0):     # 2nd, 4th, 8th ...
        spent = " and ".join(f"{v:g} epsilon {u}" for u, v in sums.items())
        warnings.warn(
            f"{caller}: these test records (the same X or y object) have now been given to "
            f"{times} private releases in this process, at up to {spent} in all (a call "
            f"refused for a test value outside the model's schema is counted too, one refused for "
            f"its own arguments is not: the count reads no record): each release "
            f"spends its epsilon on them again and the epsilons add up, while each result "
            f"shows its own only.  Keep one release per test set, or book them on a "
            f"dpforest.PrivacyBudget (budget.evaluate), which keeps the sum and refuses past a "
            f"total.",
            RepeatedReleaseWarning, stacklevel=user_stacklevel())


def _note_training_records(model, X, y, caller: str) -> None:
    """Say when the test records handed to a private evaluation are the very X or y objects
    the model was fitted on (identities only, as the repeated-release notice reads them): the
    figure is then a training score, and its ε adds to the fit's on every one of them.  A
    per-group set's models each remember the whole X and y fit_per_group was given."""
    from .per_group import GroupModels

    members = list(model.values()) if isinstance(model, GroupModels) else [model]
    if any(given_to_its_fit(m, X, y) for m in members):
        warnings.warn(
            f"{caller}: these are the records the model was fitted on (the same X or y object "
            f"as its fit): the release describes its training records, whose accuracy is "
            f"higher than on new ones, and its epsilon adds to the fit's on each of them.  "
            f"Release scores from records kept apart from the training ones.",
            EvaluationWarning, stacklevel=user_stacklevel())


def private_confusion_matrix(model, X, y, *, epsilon: float, release: str = "matrix",
                             person=None, max_rows: int | None = None, threshold=None,
                             positive=None, by: str | None = None):
    """Count a fitted model's predictions on private test records with ε-DP noise.

    Parameters
    ----------
    model : fitted dpforest forest or PrivateModelSelector
        Fitted on *other* records (its training ε is not touched).  Or scikit-learn's
        ``FixedThresholdClassifier`` around one: its ``threshold`` ('auto': 0.5) and
        ``pos_label`` are read as ``threshold`` and ``positive`` below.  Or a fitted
        scikit-learn ``Pipeline`` ending in either: X goes through ``model[:-1].transform``
        and the last step is counted.  The steps must transform each record on its own
        (scikit-learn's fitted transformers do), or one record would move others' cells and
        the release would not be ε-DP; a step's error is raised without its message, which
        can quote a test record's value.  Other wrappers (``CalibratedClassifierCV``,
        ``TunedThresholdClassifierCV``) are refused: they predict through parts of their
        own, so the counts would not be the dpforest model's predictions.
    X, y : test records and labels, as ``fit`` takes them (in memory: pandas, numpy or lists).
        They are checked against the model's schema as ``fit`` checks training records: a value
        outside the bounds or categories is refused unless the schema clips, and the message
        names the column and the kind of problem, never a value or a count.
    epsilon : float
        The budget spent on the test records (``NoisyConfusion.ledger.epsilon == epsilon``;
        with ``person``, ε per person: the ledger then composes ε / ``max_rows`` per kept row
        and its report states ε per person as the guarantee, twice the row's per record).
    release : {'matrix', 'accuracy'}, default='matrix'
        ``'matrix'``: every true × predicted pair, C² counts (recall and precision per class
        follow).  ``'accuracy'``: two counts, right and wrong; each carries the noise of one
        count instead of the C (right) and C² − C (wrong) counts they sum in the matrix, so the
        accuracy is sharper, most with many classes.
    person, max_rows : optional, together
        Protect test *people* rather than records: ``person`` names X's id column (left out
        before predicting; with a Pipeline read from X as given, before its steps) or gives
        one id per row, and at most ``max_rows`` records of each
        person are kept, drawn at random (:func:`dpforest.contributions.bound_rows_per_person`);
        ``epsilon`` is then the guarantee per person and each record gets ``epsilon /
        max_rows`` (``NoisyConfusion.epsilon``; ``person_bound`` records the bound).  The
        figures then describe the kept records, which weight each person by at most
        ``max_rows`` records: with ``max_rows=1``, one record a person, a patient-level
        accuracy whose records are independent, as the intervals assume.
    threshold : float, optional
        Two-class models: predict ``positive`` where ``predict_proba(X)[:, positive] >=
        threshold``, else the other class, instead of ``predict``'s most probable class (which
        for a rare class may never name it: a recall of 0 bought with ε).  Public, chosen by
        you before the release (0 < threshold < 1; never tuned on these records' figures, or
        the choice spends more than ε); the release records it.
    positive : class label, optional
        With ``threshold``: the class predicted at and above it; default the greater of
        ``classes_`` (as :func:`private_roc`).
    by : str, optional
        A categorical feature of the model's schema: one release per declared
        category of it (and for its missing values where it allows them), every one -- empty
        groups included, since which groups occur is a fact about the records -- in a single
        query at ``epsilon``: the groups are disjoint, so each test record pays ``epsilon``
        once (parallel composition), and ``PrivacyBudget.evaluate`` books it once.  With
        ``person``, each person's records are bounded across the whole test set first, then
        grouped: a person whose records fall in several groups still adds at most
        ``max_rows`` records to the one histogram, so the guarantee per person holds for the
        whole grouped release as for one matrix (each group's figures are read from it).

    Returns
    -------
    NoisyConfusion, or GroupedConfusion with ``by``
        The noisy counts and what follows from them: ``accuracy``, ``accuracy_interval()``,
        ``n``, ``recall()``, ``precision()``, ``to_frame()``, ``plot()``.  With ``by``, a
        dict of category -> NoisyConfusion (:class:`GroupedConfusion`: ``ledger``,
        ``to_frame()`` of every group's figure and interval, ``plot()``); its parts combine
        (:meth:`NoisyConfusion.combine`) into the whole test set's release at no more ε.

    Examples
    --------
    >>> ev = private_confusion_matrix(model, X_test, y_test, epsilon=0.5)   # doctest: +SKIP
    >>> print(ev.summary())                                                # doctest: +SKIP
    """
    if release not in RELEASES:
        raise ValueError(f"release must be one of {RELEASES}, got {release!r}")
    _refuse_dask(X, y, "private_confusion_matrix")
    given = (X, y)
    _warn_misaligned_indexes(X, y)
    _note_training_records(model, X, y, "private_confusion_matrix")
    model, X, person, wrapped_threshold, wrapped_positive, column = _resolve(model, X, person)
    if wrapped_threshold is not None:
        # the wrapper's settings where the call gives none (its pos_label also with an explicit
        # threshold, as private_roc reads it)
        threshold = wrapped_threshold if threshold is None else threshold
        positive = wrapped_positive if positive is None else positive
    threshold, positive = _check_threshold(_fitted_model(model), threshold, positive)
    # before the test records are read (and before a budget books the call): a refusal of the
    # argument after the door was charged booked epsilon for nothing
    group_of, groups = _group_codes(_fitted_model(model), by)
    # the histogram's size is public (classes, release kind, groups): a size the door refuses
    # is refused here, before the test records are read and a budget books the call
    C_public = len(_fitted_model(model).classes_)
    _check_cells((C_public * C_public if release == "matrix" else 2)
                 * (1 if group_of is None else len(groups)))
    inner, door, epsilon, bound = _test_door(model, X, y, epsilon, "private_confusion_matrix",
                                             person, max_rows, given)
    if bound is not None and column is not None:
        bound["column"] = column            # read before a Pipeline's steps, as ids per row
    C = inner.schema_.n_classes
    order = _sorted_order(inner)
    if threshold is not None:
        classes = list(inner.classes_)
        pos = int(order[classes.index(positive)])             # schema positions
        other = int(order[1 - classes.index(positive)])

    def predicted(codes):
        proba = np.asarray(inner._proba_from_codes(codes))
        if threshold is not None:
            # a public threshold on the positive class's probability, as scikit-learn's
            # FixedThresholdClassifier predicts (at or above it: positive)
            return np.where(np.nan_to_num(proba[:, pos], nan=0.0) >= threshold, pos, other)
        # the class ``predict`` gives: the argmax in classes_ order, so a tie goes to the
        # class predict names (the schema's order would break it the other way), as a schema
        # index, the door's label order
        return order[proba[:, order].argmax(1)]

    if release == "matrix":
        cells, n_cells = (lambda codes, t: t * C + predicted(codes)), C * C
    else:
        cells, n_cells = (lambda codes, t: (t != predicted(codes)).astype(np.int64)), 2
    if group_of is not None:
        # one histogram over (group, cell): each record in one group's one cell, so the whole
        # cross-table is one release at epsilon, as a matrix is over its cells
        inner_cells, per_group = cells, n_cells
        cells, n_cells = (lambda codes, t: group_of(codes) * per_group + inner_cells(codes, t)), \
            per_group * len(groups)
    counts = door.noisy_record_cells(None, cells, n_cells, epsilon,
                                     what="test records: predictions"
                                     + ("" if by is None else f" by {by}"))
    door.ledger.check()
    # with a person bound the door's ε is per kept row: its report states the person's ε as
    # the guarantee (and twice the row's per record), as a per-person model's ledger does
    door.ledger.bound_per_person(bound)

    def release_of(c, ledger):
        if release == "matrix":
            # schema class order -> classes_ (sorted) order, rows and columns alike
            c = c.reshape(C, C)[np.ix_(order, order)]
        return NoisyConfusion(counts=c, classes=np.asarray(inner.classes_), release=release,
                              epsilon=float(epsilon), ledger=ledger, person_bound=bound,
                              threshold=threshold, positive=positive,
                              fit_id=getattr(inner, "fit_id_", None))

    if group_of is None:
        return release_of(counts, door.ledger)
    per = counts.reshape(len(groups), -1)
    (entry,) = door.ledger.entries
    parts = {}
    for k, label in enumerate(groups):
        # each group's own ledger: the one query, on that group's records only
        own = Ledger(budget=float(epsilon))
        own.extend([Entry(entry.what, entry.epsilon, Scope(f"{by} = {label!r}"), entry.mechanism)])
        own.bound_per_person(bound)
        parts[label] = release_of(per[k], own)
    return GroupedConfusion(parts, column=by, epsilon=float(epsilon), ledger=door.ledger,
                            person_bound=bound)


def _group_codes(inner, by):
    """(a function of encoded records giving each its group's index, the groups' labels in
    the schema's order: its declared categories, then None for missing values where the
    feature allows them), or (None, None) without ``by``.  Public: the schema alone."""
    if by is None:
        return None, None
    from .schema import SchemaError

    schema = inner.schema_
    if not isinstance(by, str) or by not in schema.feature_names:
        raise SchemaError(f"by={by!r} is not a feature of the model's schema: give the name of "
                          f"one of its categorical features")
    j = schema.feature_names.index(by)
    f = schema.features[j]
    if f.kind != "categorical":
        raise SchemaError(f"by={by!r} is a {'ordinal' if hasattr(f, 'levels') else 'numeric'} "
                          f"feature: groups come from a categorical feature's declared "
                          f"categories (declare the grouping column as a Categorical)")
    labels = list(f.categories)
    if f.allow_missing:
        labels.append(None)
    n = len(labels)
    return (lambda codes: np.where(np.asarray(codes)[:, j] < n, np.asarray(codes)[:, j], -1)
            .astype(np.int64)), [_plain(v) if v is not None else None for v in labels]


def _check_threshold(inner, threshold, positive):
    """(threshold as a float, the positive class) for a thresholded release, (None, None)
    without a threshold; clear errors for what cannot be thresholded (all from public facts:
    the arguments and the model's classes)."""
    if threshold is None:
        if positive is not None:
            raise ValueError("positive= goes with threshold=: predict names the most probable "
                             "class; to predict one class at a chosen probability, give both")
        return None, None
    if isinstance(threshold, (Mapping, pd.Series)) and "threshold" in threshold:
        # a row of NoisyROC.threshold_at_rate() or operating_points(), as the docs present
        # them: the threshold to use is its 'threshold' (the row's other values are released
        # figures about the ROC's records, not about these)
        edge = threshold["threshold"]
        if isinstance(edge, (int, float, np.integer, np.floating)) and \
                (float(edge) == math.inf or float(edge) == 0):
            # inf: no bin edge flags at most the rate; 0: the lowest edge, flagging every record
            raise ValueError(
                f"this ROC row's threshold is {float(edge):g}: "
                + ("no bin edge of the ROC flags as few records as the rate asked (its top bin "
                   "holds more): release the ROC with finer bins (private_roc(..., bins=...)), "
                   "or ask for a larger rate" if float(edge) > 0 else
                   "the ROC's lowest edge, which flags every record: ask for a smaller rate")
                + "; threshold= takes a number strictly between 0 and 1")
        threshold = edge
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float, np.integer,
                                                                  np.floating)) \
            or not 0 < float(threshold) < 1:
        raise ValueError(f"threshold must be a number strictly between 0 and 1, got "
                         f"{threshold!r}")
    classes = list(inner.classes_)
    if len(classes) != 2:
        raise ValueError(f"threshold= needs a two-class model (this one has {len(classes)} "
                         f"classes): a threshold on one class's probability names the other "
                         f"class below it")
    if positive is None:
        positive = classes[1]
        # scikit-learn's pos_label convention, but a threshold meant for a rare class and
        # applied to the other one spends the release's epsilon on a useless matrix
        warnings.warn(f"threshold={float(threshold):g} is applied to the probability of "
                      f"{_plain(positive)!r}, the greater of the model's classes {[_plain(c) for c in classes]} (as "
                      f"scikit-learn's pos_label): pass positive= to name the class it is for",
                      EvaluationWarning, stacklevel=user_stacklevel())
    if positive not in classes:
        raise ValueError(f"positive must be one of the model's classes {classes}, got "
                         f"{positive!r}")
    return float(threshold), _plain(positive)


@dataclass
class NoisyROC:
    """A model's scores on private test records, counted per score bin and class with noise.

    Attributes
    ----------
    counts : ndarray of int, shape (2, bins)
        Released noisy counts: row 0 the records of the other classes, row 1 those of
        ``positive``, per bin of the score ``predict_proba(X)[:, positive]`` (bin k holds the
        scores in [edges[k], edges[k + 1]), the last bin includes 1).
    positive : object
        The class whose probability is the score (with two classes and none named, the
        greater of ``classes_``, as scikit-learn's ``roc_auc_score`` reads ``[:, 1]``).
    epsilon : float
        What the release cost the test records.
    ledger : Ledger
        The one charged query.
    person_bound : dict or None
        Where the release was made per test person (``max_rows`` given): the public bound,
        ``{'column': id column name or None, 'max_rows': k, 'person_epsilon': ε per
        person}``; ``epsilon`` is then the noise's ε
        per kept test record.  None for a release per test record.
    edges : ndarray of float, shape (bins + 1,), optional
        The public bin edges, 0 to 1; None: ``bins`` equal bins of [0, 1].
    bin_rule : str
        How the edges were chosen: ``'equal'``, ``'edges'`` (given by the caller),
        ``'model'`` (between the scores the released model can output) or ``'mass'`` (at
        quantiles of the scores where the model's released counts place the records).
    scores : ndarray of float, optional
        With ``bin_rule='model'``: the scores the released model can output (public, from its
        trees), one in each bin; the reliability diagram draws each bin at its score.
    points : ndarray of float, optional
        Otherwise, where the model is a forest of leaves: its scores at points drawn through
        its trees by their released leaf counts (public, fixed seed); the reliability diagram
        draws each bin at the mean of those in it, not at the bin's middle, which a wide bin's
        scores can be far from.
    """

    counts: np.ndarray
    positive: object
    epsilon: float
    ledger: Ledger = field(repr=False)
    person_bound: dict | None = None
    edges: np.ndarray | None = field(default=None, repr=False)
    bin_rule: str = "equal"
    scores: np.ndarray | None = field(default=None, repr=False)
    points: np.ndarray | None = field(default=None, repr=False)
    #: the evaluated model's ``fit_id_`` (a random name its fit drew: nothing of any record),
    #: which ties the release to the model it scored
    fit_id: str | None = field(default=None, repr=False)

    def __repr__(self) -> str:
        # the figure people print it for first, then the released counts (post-processing)
        auc = f"{self.auc:.3f}" if self.estimable else "nan (not estimable)"
        bound = "" if self.person_bound is None else f", person_bound={self.person_bound!r}"
        return (f"NoisyROC(auc={auc}, positive={self.positive!r}, epsilon={self.epsilon!r}"
                f"{bound}, bin_rule={self.bin_rule!r}, "
                f"counts={np.array2string(np.asarray(self.counts), separator=', ', threshold=40)})")

    @property
    def bins(self) -> int:
        return int(np.shape(self.counts)[1])

    @property
    def bin_edges(self) -> np.ndarray:
        """The public edges of the score bins, ``bins + 1`` of them from 0 to 1."""
        if self.edges is None:
            return np.arange(self.bins + 1) / self.bins
        return np.asarray(self.edges, dtype=float)

    @property
    def estimable(self) -> bool:
        """Whether both classes' noisy totals stand :data:`MIN_SIGNAL` noise standard
        deviations above 0 (each sums ``bins`` noisy counts); else :attr:`auc` is NaN."""
        totals = np.asarray(self.counts, dtype=float).sum(1)
        return bool(_readable(totals, self.bins, self.epsilon).all())

    @property
    def auc(self) -> float:
        """Noisy ROC AUC *of the binned scores*: the Mann-Whitney statistic of the counts, a
        positive's bin above a negative's counting 1 and the same bin 1/2,
        Σ_k p_k (N_<k + n_k / 2) / (P·N), from the released counts as they are (the noise of
        two different cells is independent, so each product is unbiased), clipped to [0, 1];
        NaN where not :attr:`estimable`.  Distinct scores that share a bin count as ties, so
        it is the model's own AUC only where no bin holds two distinct scores
        (``bins='model'``); coarser bins pull it toward 0.5 (see :attr:`tied_share`)."""
        if not self.estimable:
            return float("nan")
        return min(max(self._raw_auc(), 0.0), 1.0)

    def _raw_auc(self) -> float:
        """:attr:`auc` before it is capped to [0, 1] (noise can push it past either end)."""
        neg, pos = np.asarray(self.counts, dtype=float)
        below = np.concatenate([[0.0], np.cumsum(neg)[:-1]])
        return float((pos * (below + neg / 2)).sum() / (pos.sum() * neg.sum()))

    @property
    def tied_share(self) -> float:
        """The noisy share of (positive, other) record pairs whose scores share a bin,
        Σ_k p_k n_k / (P·N) from the counts clipped at 0; NaN where not :attr:`estimable`.
        :attr:`auc` counts each such pair 1/2 whatever the scores inside the bin: where this
        share is large the AUC is mostly tie-broken and says little of the ranking (a rare
        class whose scores crowd near 0 in equal bins).  Post-processing of the release."""
        if not self.estimable:
            return float("nan")
        neg, pos = np.clip(np.asarray(self.counts, dtype=float), 0, None)
        if pos.sum() <= 0 or neg.sum() <= 0:
            return float("nan")
        return float((pos * neg).sum() / (pos.sum() * neg.sum()))

    def _variance(self, population: bool) -> float:
        """The variance of :meth:`_raw_auc` about the binned AUC it estimates, from the released
        counts as they are (each term is linear in the counts of some cells, so reading them
        unclipped keeps it unbiased).  With placements V_k = (N_<k + n_k/2)/N of a positive in
        bin k and W_k = (P_>k + p_k/2)/P of a negative there:

        - privacy noise, first order (delta method): each count's noise moves the AUC by its
          placement's distance from A over its class's total,
          v·(Σ_k (V_k − A)²/P² + Σ_k (W_k − A)²/N²) over every bin, empty or not;
        - the products of two cells' noise, v²·(B(B − 1)/2 + B/4)/(P·N)²;
        - with ``population``, the sampling of the test records at fixed class sizes (DeLong
          et al. 1988 on binned scores): Σ_k p_k (V_k − A)²/P² + Σ_k n_k (W_k − A)²/N²."""
        neg, pos = np.asarray(self.counts, dtype=float)
        P, N, A = pos.sum(), neg.sum(), self._raw_auc()
        v, B = _laplace_variance(self.epsilon), self.bins
        V = (np.concatenate([[0.0], np.cumsum(neg)[:-1]]) + neg / 2) / N
        W = (np.concatenate([np.cumsum(pos[::-1])[::-1][1:], [0.0]]) + pos / 2) / P
        var = v * (((V - A) ** 2).sum() / P ** 2 + ((W - A) ** 2).sum() / N ** 2)
        var += v * v * (B * (B - 1) / 2 + B / 4) / (P * N) ** 2
        if population:
            # a noisy count below 0 can make a sampling sum negative: none is read as 0
            var += max((pos * (V - A) ** 2).sum(), 0.0) / P ** 2
            var += max((neg * (W - A) ** 2).sum(), 0.0) / N ** 2
        return float(var)

    def summary(self, level: float = 0.95) -> str:
        """One line, as :meth:`NoisyConfusion.summary` gives one: the noisy AUC of the binned
        scores, its interval for the population (privacy noise and test-set sampling) and the
        noisy numbers of positive and other test records; or why there is none."""
        from .inspection import _label_text

        totals = np.maximum(np.asarray(self.counts, dtype=float).sum(1), 0.0)
        records = (f"about {_records(f'{totals[1]:.0f}', 'test records')} of "
                   f"{_label_text(self.positive)!s} and {totals[0]:.0f} of the other classes")
        if not self.estimable:
            return (f"ROC AUC not estimable: {records}, against privacy noise in each class's "
                    f"total ({_unit_words(self.epsilon, self.person_bound)}, {self.bins} bins "
                    f"a class); give more epsilon or test records, or fewer bins")
        lo, hi = self.interval(level)
        tied = self.tied_share
        # most pairs tied: the narrow interval is of a tie-broken figure, and was read as
        # certainty about the ranking (a walkthrough's near-constant model, 0.500-0.500).  With
        # one bin per score the model itself gave them one score; with coarser bins the bins
        # may hide a ranking (private_roc's warning says so too, at the same line)
        ties = ("" if not (math.isfinite(tied) and tied >= TIED_WARNING) else
                f"; {tied:.0%} of (positive, other) pairs get one score from the model and "
                f"count 1/2, so the figure says mostly that it barely ranks them"
                if self.bin_rule == "model" else
                f"; {tied:.0%} of (positive, other) pairs share a score bin and count 1/2, so "
                f"the figure and its interval mostly reflect the bins (finer bins where the "
                f"scores crowd)")
        return (f"ROC AUC {self.auc:.3f} of the binned scores ({level:.0%} interval "
                f"{lo:.3f}-{hi:.3f} for the population: privacy noise and test-set sampling) "
                f"on {records}{ties}; {_unit_words(self.epsilon, self.person_bound)}")

    def _repr_html_(self) -> str:
        """In a notebook: :meth:`summary`, then the released counts per score bin as a table
        (the bin's public edges -- from, to, the last bin holding 1 --, then the noisy counts
        of the other classes and of ``positive``), as :class:`NoisyConfusion` shows its
        matrix."""
        import html

        from .inspection import _label_text

        e, c = self.bin_edges, np.asarray(self.counts)
        table = pd.DataFrame({"score from": e[:-1], "score to": e[1:],
                              "other classes": c[0], str(_label_text(self.positive)): c[1]})
        return f"<p>{html.escape(self.summary())}</p>" + table.to_html(index=False)

    def to_dict(self, level: float = 0.95, random_state=0) -> dict:
        """What to publish, JSON-ready: the released counts per bin and class, the bin edges
        and how they were chosen, ε, unit, mechanism, which class is positive, the binned AUC
        (None where not estimable), its interval and the tied share of pairs.
        ``random_state`` is accepted for compatibility (the interval draws nothing)."""
        lo, hi = self.interval(level)
        return {**_release_facts("roc", self.epsilon, self.person_bound),
                "positive": _plain(self.positive),
                "score": f"predict_proba[:, {_plain(self.positive)!r}] (the positive class)",
                "bins": self.bins, "bin_rule": self.bin_rule,
                "bin_edges": self.bin_edges.tolist(),
                "counts": np.asarray(self.counts).tolist(), "estimable": bool(self.estimable),
                "auc": _number(self.auc), f"interval_{int(round(level * 100))}": [lo, hi],
                "auc_of": "the binned scores (ties within a bin count 1/2)",
                "tied_share": _number(self.tied_share),
                "positive_share_per_bin": [_number(v) for v in self._shares()],
                "fit_id": self.fit_id}

    def curve(self, return_thresholds: bool = False):
        """The noisy ROC curve: ``(fpr, tpr)``, or ``(fpr, tpr, thresholds)`` with
        ``return_thresholds=True`` (scikit-learn's ``roc_curve`` order), each of length
        ``bins + 1``.

        Point j is the rule "predict ``positive`` where the score is at least
        ``thresholds[j]``", thresholds falling from the top: ``thresholds[0]`` is ``inf``
        (nothing predicted positive: (0, 0), as scikit-learn's first point), and
        ``thresholds[j]`` for j ≥ 1 is the *lower* edge of the j-th bin from the top,
        ``bin_edges[bins - j]``, so point j counts the records of the top j bins:
        ``fpr[j]`` = their noisy share of the other classes' records, ``tpr[j]`` of
        ``positive``'s; the last point, at threshold 0 (``bin_edges[0]``), is (1, 1).  A
        threshold between two edges cannot be read (the bins hold no finer scores); an empty
        bin repeats the point before it (scikit-learn's ``roc_curve`` with
        ``drop_intermediate=False`` gives one point per distinct score instead).  The rates
        are read from the counts clipped at 0, so the curve rises monotonically (the
        :attr:`auc` reads them unclipped); each class's total is its clipped sum.
        Post-processing of the release."""
        neg, pos = np.clip(np.asarray(self.counts, dtype=float), 0, None)
        fpr = np.concatenate([[0.0], np.cumsum(neg[::-1])]) / max(neg.sum(), 1e-300)
        tpr = np.concatenate([[0.0], np.cumsum(pos[::-1])]) / max(pos.sum(), 1e-300)
        fpr, tpr = np.minimum(fpr, 1.0), np.minimum(tpr, 1.0)
        if not return_thresholds:
            return fpr, tpr
        return fpr, tpr, np.concatenate([[np.inf], self.bin_edges[-2::-1]])

    def operating_points(self) -> "pd.DataFrame":
        """The rule "predict ``positive`` where the score is at least ``threshold``" at each
        public bin edge, read from the released counts (post-processing: no budget), one row
        per point of :meth:`curve` in its order (thresholds falling, the first ``inf``):
        ``threshold``, ``flagged_share`` (the noisy share of all test records the rule
        predicts ``positive``: an approval, referral or alert rate), ``tpr`` (recall of
        ``positive``), ``fpr``, and ``precision`` (the noisy share of ``positive`` among the
        flagged records; NaN where the flagged records' noisy total does not stand
        :data:`MIN_SIGNAL` noise standard deviations of a sum of that many counts above 0).
        ``tpr`` (``fpr``, ``flagged_share``) is NaN on every row where ``positive``'s (the other
        records', all records') noisy total does not stand out of its noise likewise: a rate
        made of noise is not read.
        The counts are clipped at 0 as :meth:`curve` reads them, so every column but
        ``precision`` moves monotonically down the rows.  A threshold between two edges
        cannot be read (the bins hold no finer scores); :meth:`threshold_at_rate` picks a row
        by its flagged share."""
        neg, pos = np.clip(np.asarray(self.counts, dtype=float), 0, None)
        fpr, tpr, thresholds = self.curve(return_thresholds=True)
        # the flagged records of point j are those of the top j bins, both classes
        flagged_pos = np.concatenate([[0.0], np.cumsum(pos[::-1])])
        flagged_neg = np.concatenate([[0.0], np.cumsum(neg[::-1])])
        flagged = flagged_pos + flagged_neg
        total = max(float(pos.sum() + neg.sum()), 1e-300)
        # a ratio is read only where its denominator stands out of the noise of the
        # 2·j counts summed into it (as NoisyConfusion reads its ratios)
        raw = np.asarray(self.counts, dtype=float)
        raw_flagged = np.concatenate([[0.0], np.cumsum(raw.sum(0)[::-1])])
        readable = np.array([j > 0 and bool(_readable(np.array([raw_flagged[j]]), 2 * j,
                                                      self.epsilon)[0])
                             for j in range(len(raw_flagged))])
        precision = np.where(readable, flagged_pos / np.maximum(flagged, 1e-300), np.nan)
        # a rate over a class's (or all records') noisy total is read only where that total
        # stands out of its noise, as the AUC is: else each is a ratio of noise (no test
        # records at all gave a full curve from 0 to 1)
        pos_ok, neg_ok = _readable(raw.sum(1)[::-1], self.bins, self.epsilon)
        all_ok = bool(_readable(raw.sum(), 2 * self.bins, self.epsilon))
        nan = np.full(len(thresholds), np.nan)
        return pd.DataFrame({"threshold": thresholds,
                             "flagged_share": np.minimum(flagged / total, 1.0) if all_ok else nan,
                             "tpr": tpr if pos_ok else nan, "fpr": fpr if neg_ok else nan,
                             "precision": precision})

    def gain(self) -> "pd.DataFrame":
        """The cumulative gain and lift table, read from the released counts (post-processing:
        no budget): one row per point of :meth:`operating_points`, thresholds falling --
        ``threshold``, ``flagged_share`` (the share of all test records the rule "score at
        least ``threshold``" flags), ``gain`` (the share of ``positive``'s records among them:
        the rule's recall, ``tpr``) and ``lift`` (``gain / flagged_share``: how many times the
        positive rate of the flagged records exceeds the test records' rate; 2 means flagging
        these finds positives twice as often as flagging at random).  ``gain`` and
        ``flagged_share`` are NaN where :meth:`operating_points`' ``tpr`` and
        ``flagged_share`` are (a total that does not stand out of its noise); ``lift`` is NaN where
        :meth:`operating_points`' ``precision`` is (the flagged records' noisy total does not
        stand out of its noise) or where ``positive``'s noisy total does not: a ratio of noise
        is not read.  A targeting or claims team reads it as "the top 10 % of scores hold 35 %
        of the positives, a lift of 3.5"."""
        table = self.operating_points()
        raw_pos = float(np.asarray(self.counts, dtype=float)[1].sum())
        neg, pos = np.clip(np.asarray(self.counts, dtype=float), 0, None)
        # the base rate (positive's share of all records, clipped counts as the table reads
        # them) is read only where positive's noisy total stands out of the noise of the
        # bins' counts summed into it, as precision is
        base = float(pos.sum()) / max(float(pos.sum() + neg.sum()), 1e-300)
        readable = bool(_readable(np.array([raw_pos]), self.bins, self.epsilon)[0]) and base > 0
        lift = table["precision"] / base if readable else table["precision"] * np.nan
        return pd.DataFrame({"threshold": table["threshold"],
                             "flagged_share": table["flagged_share"],
                             "gain": table["tpr"], "lift": lift})

    def plot_gain(self, ax=None, path=None, label=None, color=None):
        """The noisy cumulative gain chart (:meth:`gain`): the share of ``positive``'s records
        found against the share of records flagged, from the highest scores down, beside
        flagging at random (the diagonal) and a perfect ranking (every positive first);
        returns the Axes and saves the figure when ``path`` is given.  ``label`` and
        ``color`` go to the curve, as in :meth:`plot`.  Post-processing of the release."""
        from .inspection import _finish_axes, _plot_name, _pyplot

        plt = _pyplot()
        own = ax is None
        if own:
            _, ax = plt.subplots(figsize=(4.8, 4.8))
        table = self.gain()
        ax.plot(table["flagged_share"], table["gain"], marker=".",
                color=_next_color(ax, color), label=label)
        if table["gain"].isna().all() or table["flagged_share"].isna().all():
            # said on the chart, where the reader looks (an empty axes says nothing)
            ax.text(0.5, 0.5, "gain not estimable:\nthe counts are mostly noise\n(more "
                    "epsilon or test records)", ha="center", va="center", fontsize=10,
                    transform=ax.transAxes)
        ax.plot([0, 1], [0, 1], ls="--", color="0.6", lw=1)
        neg, pos = np.clip(np.asarray(self.counts, dtype=float), 0, None)
        base = float(pos.sum()) / max(float(pos.sum() + neg.sum()), 1e-300)
        unread = table["gain"].isna().all() or table["flagged_share"].isna().all()
        if 0 < base < 1 and not unread:                       # a noise base rate: not drawn
            ax.plot([0, base, 1], [0, 1, 1], ls=":", color="0.4", lw=1)
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        ax.set_xlabel("share of test records flagged (highest scores first)")
        ax.set_ylabel(f"share of {_plot_name(self.positive, 18, 1)!r} records found (gain)")
        if label is not None:
            ax.legend(loc="lower right", fontsize=9)
        _set_title(ax, f"noisy cumulative gain, positive class {self.positive!r}\n"
                   f"{_unit_title(self.epsilon, self.person_bound)}\n"
                   + ("dashed: at random; dotted: perfect ranking" if 0 < base < 1 and not unread
                      else "dashed: at random"))
        return _finish_axes(ax, own, path)

    def threshold_at_rate(self, rate: float) -> dict:
        """The lowest public threshold whose rule flags at most ``rate`` of the test records
        (noisy share), as a dict of :meth:`operating_points`' columns at that row: for a
        decision made at a fixed approval, referral or alert rate (flag the top 5 %).

        Post-processing of the release, so the threshold may be published and used on new
        records; but the rates beside it were read on the same records it was chosen on,
        so they are a little optimistic, and a fresh release on other records says what it
        does.  Where even the top bin alone holds more than ``rate`` of the records the
        threshold is ``inf`` (flag nothing) with a warning: finer bins (more of them, edges
        of your own, or ``'model'`` where the model has few scores) can resolve it.  The
        default ``bins='auto'`` cuts bins of about a twentieth of the records each on a model
        of many scores, too coarse for rates below about 5 %: release with ``bins=100`` or
        more for such a rate.

        Parameters
        ----------
        rate : float in (0, 1]
            The largest share of records to flag.

        Returns
        -------
        dict
            ``threshold``, ``flagged_share``, ``tpr``, ``fpr``, ``precision``.
        """
        if (isinstance(rate, bool) or not isinstance(rate, (int, float, np.integer, np.floating))
                or not 0 < float(rate) <= 1):
            raise ValueError(f"rate must be a share in (0, 1], got {rate!r}")
        table = self.operating_points()
        raw_total = float(np.asarray(self.counts, dtype=float).sum())
        if not bool(_readable(raw_total, 2 * self.bins, self.epsilon)):
            # every share is noise over noise (all counts clipped to 0 read as 0 flagged at
            # every threshold, and the lowest, 0, flags everything): nothing to pick
            warnings.warn(
                f"the test records' noisy total does not stand {MIN_SIGNAL:g} noise standard "
                f"deviations above 0 (at epsilon={self.epsilon:g} over {self.bins} bins): no "
                f"threshold can be read from these counts, so it is inf (flag nothing)",
                EvaluationWarning, stacklevel=user_stacklevel())
            return {k: float(v) for k, v in table.iloc[0].items()}
        # flagged_share rises down the rows (clipped counts), the first row flags nothing
        row = table[table["flagged_share"] <= float(rate) + 1e-12].iloc[-1]
        if not np.isfinite(row["threshold"]) and self.bin_rule == "model":
            # the bins are already the model's own scores: no finer binning exists, and a
            # second release with other bins would spend epsilon for nothing
            warnings.warn(
                f"the model's top score alone is given to more than {float(rate):g} of the test "
                f"records (noisy): no threshold flags at most that share, so the threshold is "
                f"inf (flag nothing); the bins are already the model's own scores, so finer "
                f"bins cannot help.  A model with more distinct scores can: leaf_release="
                f"'counts' (graded leaf probabilities), or more trees (n_estimators)",
                EvaluationWarning, stacklevel=user_stacklevel())
        elif not np.isfinite(row["threshold"]):
            warnings.warn(
                f"the top score bin alone holds more than {float(rate):g} of the test records "
                f"(noisy): no public threshold flags at most that share, so the threshold is inf "
                f"(flag nothing); give finer bins (more bins, edges of your own, or 'model': "
                f"bins='auto' cuts bins of about a twentieth of the records each where the "
                f"model has more than 20 scores, too coarse for a rate below about 5 %)",
                EvaluationWarning, stacklevel=user_stacklevel())
        return {k: float(v) for k, v in row.items()}

    def calibration(self, level: float = 0.95, population: bool = True) -> "pd.DataFrame":
        """The reliability table read from the same counts (post-processing: no budget): per
        score bin, its range, the noisy number of test records in it and the noisy share of
        them that are ``positive`` -- against the bin's scores, how often the model is right
        to say "positive" with that probability -- with a ``level`` interval for the share
        (``share_low``, ``share_high``: the test inversion of
        :meth:`NoisyConfusion.accuracy_interval` on the bin's two noisy counts; with
        ``population`` the bin's binomial sampling too).  The share and its interval are NaN
        where the bin's noisy total does not stand :data:`MIN_SIGNAL` noise standard
        deviations (of a sum of two counts) above 0, as for :attr:`estimable`; counts are
        clipped at 0 for the share.  Reads the score bins as they were released: a model with
        few distinct scores (label leaves: two) fills few bins."""
        _check_level(level)
        neg, pos = np.asarray(self.counts, dtype=float)
        total = neg + pos
        share = self._shares()
        readable = np.isfinite(share)
        edges = self.bin_edges
        bounds = np.array([_ratio_interval(p, q, 1, 1, self.epsilon, level, population)
                           if ok else (np.nan, np.nan) for p, q, ok in zip(pos, neg, readable)])
        return pd.DataFrame({"score_from": edges[:-1], "score_to": edges[1:],
                             "noisy_records": total,
                             "positive_share": share,
                             "share_low": bounds[:, 0], "share_high": bounds[:, 1]})

    def _shares(self) -> np.ndarray:
        """Per bin, the noisy share of ``positive`` (counts clipped at 0), NaN where the bin's
        noisy total does not stand :data:`MIN_SIGNAL` noise sd (of a sum of two counts) above 0."""
        neg, pos = np.asarray(self.counts, dtype=float)
        readable = _readable(neg + pos, 2, self.epsilon)
        kept_neg, kept_pos = np.clip(neg, 0, None), np.clip(pos, 0, None)
        return np.where(readable, kept_pos / np.maximum(kept_neg + kept_pos, 1e-300), np.nan)

    def plot_calibration(self, ax=None, path=None, label=None, color=None):
        """The reliability diagram of :meth:`calibration`: each readable bin's noisy share of
        ``positive`` against the bin's score (the model's own where the bins lie between its
        scores, :attr:`scores`; else the bin's middle), the point's area growing with its noisy
        number of records, and the diagonal a calibrated model follows; returns the Axes and
        saves the figure when ``path`` is given.  ``label`` and ``color`` go to the points and
        their interval bars (with a label, a legend), so releases of two groups can be drawn
        on one ``ax`` (the title then describes the last one drawn)."""
        from .inspection import _finish_axes, _plot_name, _pyplot

        plt = _pyplot()
        own = ax is None
        if own:
            _, ax = plt.subplots(figsize=(4.8, 4.8))
        table = self.calibration()
        shown = table.dropna(subset=["positive_share"])
        middle = (shown["score_from"] + shown["score_to"]) / 2
        at_scores = self.scores is not None and len(self.scores) > 0
        if at_scores:
            # bins split half way between the model's own scores: each bin is drawn at the one
            # score it holds (public), not at its middle, which no record's score is
            inside = [self.scores[(self.scores >= lo) & (self.scores <= hi)]
                      for lo, hi in zip(shown["score_from"], shown["score_to"])]
            middle = pd.Series([found[0] if len(found) else mid
                                for found, mid in zip(inside, middle)], index=shown.index)
        elif self.points is not None and len(self.points):
            # a wide bin drawn at its middle read as a miscalibration the model does not have
            # (a top bin [0.49, 1] drawn at 0.74 where the model's scores are 0.5-0.66): each
            # bin at the mean of the model's scores in it, where its released counts put them
            last = len(table) - 1
            inside = [self.points[(self.points >= lo) & ((self.points < hi) | (k == last))]
                      for k, (lo, hi) in zip(shown.index, zip(shown["score_from"],
                                                              shown["score_to"]))]
            middle = pd.Series([float(found.mean()) if len(found) else mid
                                for found, mid in zip(inside, middle)], index=shown.index)
        size = 20 + 180 * shown["noisy_records"] / max(float(shown["noisy_records"].max()), 1.0) \
            if len(shown) else 20
        ax.plot([0, 1], [0, 1], ls="--", color="0.6", lw=1)
        color = _next_color(ax, color)
        ax.vlines(middle, shown["share_low"], shown["share_high"], color=color, lw=1,
                  alpha=0.6)
        ax.scatter(middle, shown["positive_share"], s=size, color=color, alpha=0.8, label=label)
        # a little beyond [0, 1]: points at a share of exactly 0 or 1 were cut in half
        ax.set_xlim(-0.03, 1.03)
        ax.set_ylim(-0.03, 1.03)
        if not len(shown):
            ax.text(0.5, 0.5, "no bin's noisy count stands out from its noise:\nnothing to show",
                    transform=ax.transAxes, ha="center", va="center", color="0.3")
        where = ("the model's score in the bin" if at_scores else
                 "the model's mean score in the bin" if self.points is not None
                 and len(self.points) else "bin middle")
        # the class by a short name on the axes (the title names it whole, wrapped): a long
        # name made the labels taller and wider than the axes
        short = _plot_name(self.positive, 18, 1)
        ax.set_xlabel(f"predicted probability of {short}\n({where})")
        ax.set_ylabel(f"noisy share of {short}\namong the bin's records")
        if label is not None:
            ax.legend(loc="upper left", fontsize=9)
        _set_title(ax, f"noisy reliability diagram\n{_unit_title(self.epsilon, self.person_bound)}\n"
                   f"{len(shown)} of {self.bins} bins readable; area: noisy records;\n"
                   f"bars: 95% intervals")
        return _finish_axes(ax, own, path)

    def interval(self, level: float = 0.95, population: bool = True, n_boot: int = 2000,
                 random_state=None) -> tuple[float, float]:
        """A ``level`` interval for the binned AUC (:attr:`auc`), from the variance of the
        estimate (:meth:`_variance`: the privacy noise of every released count and, with
        ``population=True``, the sampling of the test records, DeLong's variance on the
        bins), a normal interval on the logit scale mapped back to [0, 1] (it stays inside
        [0, 1] and is asymmetric near its ends, as an AUC's uncertainty is); where the
        estimate lies within z standard deviations of 0 or 1, where the logit's linearisation
        fails (it gave all of [0, 1] at an estimate of 1), the normal interval on the AUC's own
        scale, cut at the end.  It always holds the estimate.  (0, 1) where not :attr:`estimable`.  Post-processing of the release.

        A parametric bootstrap did this before: it read counts below two noise standard
        deviations as 0, which with many sparse bins removed the rare class's tail unevenly
        and centred the replicates away from the estimate (a rare class in 1,000 bins: 48 %
        coverage, and the interval missed its own estimate in half the releases).  The
        variance here needs no stand-in for the true counts and draws nothing; ``n_boot``
        and ``random_state`` are accepted for compatibility and otherwise unused."""
        from scipy.stats import norm

        _check_bootstrap(level, n_boot)
        if not self.estimable:
            return 0.0, 1.0
        est = self.auc
        sd = math.sqrt(max(self._variance(population), 0.0))
        z = float(norm.ppf(0.5 + level / 2))
        if min(est, 1 - est) <= z * sd:
            # within z sd of 0 or 1 the logit's linearisation fails (at an estimate of 1 its
            # slope is infinite and the interval was all of [0, 1] for a near-perfect model on
            # 900 records): the normal interval on the AUC's own scale, cut at the end
            return max(est - z * sd, 0.0), min(est + z * sd, 1.0)
        centre, half = math.log(est / (1 - est)), z * sd / (est * (1 - est))
        with np.errstate(over="ignore"):
            lo = float(1 / (1 + np.exp(-(centre - half))))
            hi = float(1 / (1 + np.exp(-(centre + half))))
        return min(lo, est), max(hi, est)

    def plot(self, ax=None, path=None, label=None, color=None):
        """The noisy ROC curve (:meth:`curve`) with the chance diagonal; returns the Axes and
        saves the figure when ``path`` is given.  ``label`` and ``color`` go to the curve
        (with a label, a legend entry holding the label and its AUC), so releases of two
        groups can be drawn on one ``ax`` (the title then describes the last one drawn, named
        by its label)."""
        from .inspection import _finish_axes, _plot_name, _pyplot

        plt = _pyplot()
        own = ax is None
        if own:
            _, ax = plt.subplots(figsize=(4.8, 4.8))
        fpr, tpr = self.curve()
        if self.estimable:
            # the AUC in the legend: the title holds the last release's only, and two curves
            # on one Axes left the first's unsaid
            ax.plot(fpr, tpr, drawstyle="default", marker=".", color=_next_color(ax, color),
                    label=None if label is None else f"{label} (AUC {self.auc:.3f})")
        else:
            # no curve: one flat along the axis read as a model worse than chance
            ax.text(0.5, 0.5, "ROC not estimable:\nthe counts are mostly noise\n(more "
                    "epsilon or test records)", ha="center", va="center", fontsize=10,
                    transform=ax.transAxes)
        ax.plot([0, 1], [0, 1], ls="--", color="0.6", lw=1)
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        ax.set_xlabel("false-positive rate")
        ax.set_ylabel(f"true-positive rate ({_plot_name(self.positive, 18, 1)})")
        if self.estimable:
            lo, hi = self.interval(random_state=0)
            # the AUC reads the counts as released (unbiased, capped to [0, 1]); the curve
            # clips them at 0 to rise monotonically, so their areas can differ
            capped = "" if 0 <= self._raw_auc() <= 1 else " (capped)"
            whose = "" if label is None else f"{label}: "
            head = (f"{whose}binned ROC AUC {self.auc:.3f}{capped} (95% interval "
                    f"{lo:.3f}-{hi:.3f});"
                    f"\nthe curve clips noisy counts at 0")
        else:
            head = "ROC AUC not estimable: the counts are mostly noise"
        if label is not None and self.estimable:
            ax.legend(loc="lower right", fontsize=9)
        _set_title(ax, f"noisy ROC, positive class {self.positive!r}\n"
                   f"{_unit_title(self.epsilon, self.person_bound)}\n{head}")
        return _finish_axes(ax, own, path)



def _next_color(ax, color):
    """``color``, or where it is None the next colour of ``ax``'s property cycle (the first
    on a new Axes: tab:blue), so that curves drawn on one Axes without a colour each get
    their own, as matplotlib's own lines do."""
    if color is not None:
        return color
    (probe,) = ax.plot([], [])            # takes the cycle's next colour (public API)
    color = probe.get_color()
    probe.remove()
    return color

#: at most this many score bins (2 × this many noisy counts)
MAX_BINS = 1000

#: bins of ``bins='auto'``: one per possible score up to this many, else at most this many
#: bins of about equal mass by the model's released counts (or equal bins)
AUTO_BINS = 20

#: the noisy share of (positive, other) pairs tied within a bin above which private_roc warns
#: that its AUC is mostly tie-broken (NoisyROC.tied_share)
TIED_WARNING = 0.5


def _model_scores(inner, pos: int, cap: int = MAX_BINS) -> np.ndarray | None:
    """Every score ``predict_proba[:, positive]`` the released model can output, sorted, or
    None where there are more than :data:`MAX_BINS` or the model does not predict by its trees'
    summed leaf votes.  A function of the released trees alone (public): per tree the
    distinct vote vectors of its leaves, and their sums over the trees (a superset of what any
    record reaches, so no two reachable scores are missed), each normalised as ``_proba``
    does (a zero sum is the uniform row)."""
    if not getattr(inner, "_proba_is_vote_share", lambda: False)():
        return None
    C = inner.schema_.n_classes
    sums = np.zeros((1, C))
    for tree, table in zip(inner.trees_, inner._leaf_tables()):
        rows = np.unique(np.round(np.asarray(table, dtype=float)[tree.is_leaf], 12), axis=0)
        # the sums can only multiply: say the model has too many before building them (the
        # check after the sums let one more tree ask for gigabytes)
        if len(sums) * len(rows) > 50 * cap:
            return None
        sums = np.unique(np.round((sums[:, None, :] + rows[None, :, :]).reshape(-1, C), 9),
                         axis=0)
    tot = sums.sum(1)
    score = np.where(tot > 0, sums[:, pos] / np.where(tot > 0, tot, 1.0), 1.0 / C)
    score = np.unique(np.round(np.clip(score, 0.0, 1.0), 9))
    return score if len(score) <= cap else None


#: points drawn where a model's released counts place the records, for bins='auto''s edges
MASS_EDGE_PROBES = 4096


def _mass_edges(inner, pos: int) -> np.ndarray | None:
    """Up to :data:`AUTO_BINS` bins holding about equal shares of the records *as the model's
    released leaf counts place them*: the scores at :data:`MASS_EDGE_PROBES` points drawn
    through the trees by those counts (:func:`~dpforest.tree.probes.mass_probes`, as the
    constant-model check draws them; fixed seed), cut at their quantiles, each edge half way
    between two neighbouring probe scores.  Equal bins of [0, 1] put a rare class's scores,
    crowded near 0, into one or two bins: a walkthrough's 1.6 %-positive model had 83 % of
    its (positive, other) pairs tied in one bin and a binned AUC of 0.550 against its exact
    0.597.  A function of the released model alone (public); None where the model has no
    such trees or the probes give fewer than two distinct scores."""
    rounded = _mass_scores(inner, pos)
    if rounded is None:
        return None
    distinct = np.unique(rounded)
    if len(distinct) < 2:
        return None
    # the probe score at each quantile, and the edge just below it (half way to the next
    # lower distinct score), so that no probe score sits on an edge
    at = np.unique(np.searchsorted(distinct, np.quantile(rounded, np.arange(1, AUTO_BINS) /
                                                         AUTO_BINS, method="lower")))
    at = at[at > 0]
    edges = (distinct[at] + distinct[at - 1]) / 2
    return np.unique(np.concatenate([[0.0], np.clip(edges, 0.0, 1.0), [1.0]]))


def _mass_scores(inner, pos: int) -> np.ndarray | None:
    """The scores of ``positive`` at :data:`MASS_EDGE_PROBES` points drawn through the trees by
    their released leaf counts (fixed seed: the same points every call), rounded to 9
    decimals, or None where the model has no such trees: what :func:`_mass_edges` cuts, and
    where the reliability diagram draws a bin of several scores (public: the released model
    alone)."""
    from .tree.probes import mass_probes

    trees = getattr(inner, "trees_", None)
    if not trees or not hasattr(inner, "_proba_at_probes"):
        return None
    try:
        if getattr(inner, "_leaves_count_records", True):
            codes = mass_probes(list(trees), inner.schema_.n_codes(), MASS_EDGE_PROBES, seed=0)
        else:
            # leaves that hold no counts of records (boosting's Newton steps): drawn as
            # counts they placed the edges above nearly every record's score (a walkthrough:
            # 66-100 % of pairs tied, an AUC of 0.50-0.54 against an exact 0.57-0.60); points
            # drawn evenly over the schema's codes instead (fixed seed, public)
            rng = np.random.default_rng(0)
            codes = np.column_stack([rng.integers(0, int(k), MASS_EDGE_PROBES)
                                     for k in inner.schema_.n_codes()])
        scores = np.asarray(inner._proba_at_probes(codes), dtype=float)[:, pos]
    except Exception:           # noqa: BLE001  a model the probes cannot walk: equal bins
        return None
    # rounded once, and the quantiles taken of the rounded scores: looked up among the rounded
    # distinct ones, an unrounded quantile a hair above the largest ran past the end
    return np.round(scores[np.isfinite(scores)], 9)


def _edges_between(scores: np.ndarray) -> np.ndarray:
    """Bin edges from 0 to 1 with one half way between each two neighbouring ``scores``: no
    two distinct scores share a bin (one possible score: two bins, every record in one)."""
    edges = np.concatenate([[0.0], (scores[1:] + scores[:-1]) / 2, [1.0]])
    return edges if len(edges) >= 3 else np.array([0.0, 0.5, 1.0])


def _score_edges(bins, inner, pos: int) -> tuple[np.ndarray, str, np.ndarray | None]:
    """(the public bin edges from 0 to 1, the rule that chose them, and for the rule
    ``'model'`` the model's scores the edges lie between, else None) for ``bins``: a whole
    number of equal bins, a sequence of edges, or ``'model'``; clear errors otherwise (none
    reads the test records)."""
    if isinstance(bins, str) and bins == "auto":
        # one bin per score the model can output where it has at most AUTO_BINS of them (a
        # one-tree default forest: a score per leaf): the fewest noisy counts that keep every
        # pair of distinct scores apart; else AUTO_BINS bins of about equal mass where the
        # model's released counts place the records, else AUTO_BINS equal bins
        scores = _model_scores(inner, pos, cap=AUTO_BINS)     # cheap: stops past 1,000 sums
        if scores is not None:
            return _edges_between(scores), "model", scores
        edges = _mass_edges(inner, pos)
        return (edges, "mass", None) if edges is not None else _score_edges(AUTO_BINS, inner, pos)
    if isinstance(bins, str) and bins.startswith("log:"):
        # the command line's spelling, in Python too: N log-spaced edges from 1e-4 to 1
        try:
            n = int(bins[4:])
        except ValueError:
            n = 0
        if not 2 <= n <= MAX_BINS:
            raise ValueError(f"bins='log:N' needs a whole number N from 2 to {MAX_BINS}, "
                             f"got {bins!r}")
        return _score_edges(np.geomspace(1e-4, 1, n), inner, pos)
    if isinstance(bins, str):
        if bins != "model":
            raise ValueError(f"bins must be a whole number, a sequence of bin edges, 'model', "
                             f"'log:N' or 'auto', got {bins!r}")
        scores = _model_scores(inner, pos)
        if scores is None:
            raise ValueError(f"bins='model' needs a forest that votes with its trees' leaves "
                             f"and can output at most {MAX_BINS} distinct scores (label leaves, "
                             f"or few trees and leaves); this one cannot: pass a number of bins "
                             f"or public edges, e.g. numpy.geomspace(1e-4, 1, 50)")
        return _edges_between(scores), "model", scores
    if isinstance(bins, (int, np.integer)) and not isinstance(bins, bool):
        if not 2 <= bins <= MAX_BINS:
            raise ValueError(f"bins must be a whole number from 2 to {MAX_BINS}, got {bins!r}")
        return np.arange(int(bins) + 1) / int(bins), "equal", None
    try:
        edges = np.asarray(bins, dtype=float)
    except (TypeError, ValueError):
        edges = None
    if isinstance(bins, bool) or edges is None or edges.ndim != 1 or not len(edges):
        raise ValueError(f"bins must be a whole number from 2 to {MAX_BINS}, a sequence of bin "
                         f"edges in [0, 1] or 'model', got {bins!r}")
    if not np.isfinite(edges).all() or edges.min() < 0 or edges.max() > 1:
        raise ValueError("bin edges must be finite numbers in [0, 1] (scores are probabilities)")
    if (np.diff(edges) <= 0).any():
        raise ValueError("bin edges must be strictly increasing")
    # 0 and 1 close the outer bins where the caller left them out
    edges = np.unique(np.concatenate([[0.0], edges, [1.0]]))
    if not 2 <= len(edges) - 1 <= MAX_BINS:
        raise ValueError(f"bin edges must make from 2 to {MAX_BINS} bins of [0, 1] (0 and 1 "
                         f"are added where missing), got {len(edges) - 1}")
    return edges, "edges", None


def _warn_if_tied(roc: NoisyROC) -> None:
    """Warn where most (positive, other) pairs share a bin of caller-chosen edges, and where the
    AUC is not estimable (NaN, which a caller printing ``roc.auc`` saw with no reason): read
    from the released counts only (free, and quoting only noisy figures)."""
    if not roc.estimable:
        warnings.warn(
            f"the ROC AUC is not estimable (auc is NaN): one class's noisy total among the test "
            f"records is within {MIN_SIGNAL:g} noise standard deviations of 0 (at epsilon="
            f"{roc.epsilon:g} over {roc.bins} bins), so its curve would be mostly noise; more "
            f"test records of the rarer class, a larger epsilon or fewer bins would make it "
            f"readable (a new release spends its own epsilon on those records)",
            EvaluationWarning, stacklevel=user_stacklevel())
        return
    share = roc.tied_share
    if roc.bin_rule != "model" and math.isfinite(share) and share >= TIED_WARNING:
        warnings.warn(
            f"about {share:.0%} of (positive, other) record pairs share a score bin (noisy "
            f"counts): the binned AUC counts each such pair 1/2, so it mostly reflects the bins "
            f"and understates the model's ranking; release again (on new test records, or at a "
            f"further epsilon) with finer bins where the scores crowd, e.g. "
            f"bins=numpy.geomspace(1e-4, 1, 50) (public log-spaced edges), or bins='model'",
            EvaluationWarning, stacklevel=user_stacklevel())


def _unwrap_threshold(model):
    """(the model, its threshold, its positive label) where ``model`` is scikit-learn's
    ``FixedThresholdClassifier`` around a fitted dpforest model (read from its public
    parameters: ``threshold`` 'auto' is 0.5 on probabilities); (model, None, None) otherwise."""
    try:
        from sklearn.model_selection import FixedThresholdClassifier
    except ImportError:                    # scikit-learn before 1.5
        return model, None, None
    if not isinstance(model, FixedThresholdClassifier):
        return model, None, None
    if model.response_method not in ("auto", "predict_proba"):
        raise ValueError("a FixedThresholdClassifier around a dpforest model must threshold "
                         "predict_proba (response_method 'auto' or 'predict_proba')")
    inner = getattr(model, "estimator_", model.estimator)
    inner = getattr(inner, "estimator", inner) if type(inner).__name__ == "FrozenEstimator" \
        else inner
    if isinstance(model.threshold, str) and model.threshold != "auto":
        # scikit-learn takes 'auto' (0.5 on probabilities) and numbers: another text is no
        # threshold, not 0.5
        raise ValueError(f"the FixedThresholdClassifier's threshold must be 'auto' or a number, "
                         f"got {model.threshold!r}")
    threshold = 0.5 if isinstance(model.threshold, str) else model.threshold
    return inner, threshold, model.pos_label


def private_roc(model, X, y, *, epsilon: float, positive=None, bins="auto", person=None,
                max_rows: int | None = None, **unexpected) -> NoisyROC:
    """Count a fitted model's scores on private test records per score bin and class, with
    ε-DP noise, for a ROC curve and its AUC.

    Each test record lands in one public cell (its class is ``positive`` or not, × the bin of
    its score ``predict_proba(X)[:, positive]``), and the 2 × bins counts are released with one
    discrete Laplace draw each at ``epsilon`` (L1 sensitivity 1, as
    :func:`private_confusion_matrix`).  The bins are public, fixed before any record is read.

    The AUC is that of the *binned* scores: pairs of records in one bin count as ties (1/2),
    so it is at most about the model's AUC, and far below it where the scores crowd into a few
    bins -- a rare class whose scores mostly sit near 0 in 20 equal bins of [0, 1] reads as
    about 0.5 (a warning says so, from the noisy counts).  Finer bins where the scores lie,
    or ``bins='model'``, resolve the ranking; more bins also carry more noise.

    Parameters
    ----------
    model : fitted dpforest forest or PrivateModelSelector
        Or scikit-learn's ``FixedThresholdClassifier`` around one (its threshold plays no part
        here; its ``pos_label`` is the default ``positive``), or a fitted ``Pipeline`` ending
        in either, as for :func:`private_confusion_matrix`.
    X, y : test records and labels, checked as ``fit`` checks training records.
    epsilon : float
        The budget spent on the test records.
    positive : class label, default=None
        The class scored (one-vs-rest with more than two classes, where it must be given);
        None with two classes: the greater of ``classes_``, as ``roc_auc_score`` reads
        ``predict_proba(X)[:, 1]`` (for classes ('fraud', 'legit') that is 'legit': name the
        class you mean).  The release records it (``positive``, repr, plot title, ``to_dict``).
    bins : int, sequence of float, 'model' or 'auto', default='auto'
        ``'auto'``: ``'model'`` where the model can output at most 20 distinct scores (a
        one-tree default forest: one per leaf; over 200 releases on one such model, mean AUC
        0.892 with sd 0.021 against 0.066 in 20 equal bins, the exact AUC 0.893), else up to
        20 bins of about equal mass where the model's released leaf counts place the records
        (a function of the model alone: a rare class's scores, crowded near 0, no longer
        share one or two of 20 equal bins), else 20 equal bins.  An int: that many equal bins of [0, 1] (2 to 1,000).  A sequence: public, strictly
        increasing bin edges in [0, 1] (0 and 1 added where missing; 2 to 1,000 bins), e.g.
        ``numpy.geomspace(1e-4, 1, 50)`` for scores crowding near 0.  ``'model'``: an edge
        half way between each two neighbouring scores the released model can output (a
        function of the model alone, so public), so no two distinct scores share a bin and the
        binned AUC is the model's own (noise aside); for forests of label leaves, whose
        scores are vote shares; refused where the model can output more than 1,000 scores.
        A bin holds [edge_k, edge_k+1); the last includes 1.
    person, max_rows : optional, together
        At most ``max_rows`` test records of each person, ``epsilon`` per person (as for
        :func:`private_confusion_matrix`).

    Returns
    -------
    NoisyROC
        ``auc``, ``interval()``, ``tied_share``, ``curve()``, ``plot()``, ``estimable``, and
        from the same counts ``calibration()`` / ``plot_calibration()`` (a reliability
        diagram).

    Warns
    -----
    UserWarning
        Where, by the released counts, at least half of the (positive, other) pairs share a
        bin of equal or given edges (:attr:`NoisyROC.tied_share`): the AUC is then mostly
        tie-broken.
    """
    if unexpected:
        # (by= is private_confusion_matrix's: a ROC per group is one release a group)
        by = ("; a ROC per group is one private_roc per group's test records, each its own "
              "release: docs/evaluation.md, 'two groups on one Axes'" if "by" in unexpected
              else "")
        raise TypeError(f"private_roc() got unexpected keyword argument"
                        f"{'s' * (len(unexpected) > 1)} {', '.join(map(repr, unexpected))}{by}")
    _refuse_dask(X, y, "private_roc")
    given = (X, y)
    _warn_misaligned_indexes(X, y)
    _note_training_records(model, X, y, "private_roc")
    model, X, person, _, wrapped_positive, column = _resolve(model, X, person)
    from .per_group import GroupModels

    if isinstance(model, GroupModels):
        # as `dpforest evaluate FOLDER --release roc` refuses: the bins ('auto', 'model') are
        # read from one model's scores, and a set's models score on scales of their own
        raise TypeError("private_roc reads one model's score bins: a per-group set "
                        "(GroupModels) is evaluated with private_confusion_matrix (its matrix "
                        "or accuracy), or group by group with private_roc(models[category], "
                        "...) on that group's test records")
    inner = _fitted_model(model)
    classes = list(inner.classes_)
    if positive is None:
        positive = wrapped_positive
    if positive is None:
        if len(classes) != 2:
            raise ValueError(f"positive must name the class to score when there are more than "
                             f"two classes (one of {classes})")
        positive = classes[1]
    if positive not in classes:
        raise ValueError(f"positive must be one of the model's classes {classes}, got {positive!r}")
    pos = int(_sorted_order(inner)[classes.index(positive)])    # its schema position
    # the edges before the door: they are public and must not depend on the test records
    edges, rule, scores = _score_edges(bins, inner, pos)
    inner, door, epsilon, bound = _test_door(model, X, y, epsilon, "private_roc", person, max_rows,
                                             given)
    if bound is not None and column is not None:
        bound["column"] = column
    B = len(edges) - 1

    def cell(codes, t):
        score = np.nan_to_num(np.asarray(inner._proba_from_codes(codes))[:, pos], nan=0.0)
        # bin k holds [edges[k], edges[k + 1]): compared with the edges themselves, so a score
        # of exactly 29/100 is in bin 29 of 100 equal bins (floor(0.29 * 100) is 28)
        b = np.clip(np.searchsorted(edges, score, side="right") - 1, 0, B - 1).astype(np.int64)
        return (t == pos).astype(np.int64) * B + b

    counts = door.noisy_record_cells(None, cell, 2 * B, epsilon, what="test records: score bins")
    door.ledger.check()
    door.ledger.bound_per_person(bound)                 # (as in private_confusion_matrix)
    roc = NoisyROC(counts=counts.reshape(2, B), positive=_plain(positive), epsilon=float(epsilon),
                   ledger=door.ledger, person_bound=bound,
                   edges=None if rule == "equal" else edges, bin_rule=rule,
                   scores=scores, points=None if scores is not None else _mass_scores(inner, pos),
                   fit_id=getattr(inner, "fit_id_", None))
    _warn_if_tied(roc)
    return roc
