"""Shared scikit-learn plumbing for every dpforest estimator.

``__init__`` only stores parameters; ``fit`` validates everything *before* touching state, so a
failed fit leaves a previously fitted estimator exactly as it was; fitted attributes end in ``_``.

Reproducibility: ``random_state`` fixes every data-independent random choice (feature subsets,
in-bag draws, partitions, tie-breaking).  The privacy noise itself is drawn from the operating
system's secure randomness by the exact sampler ``dpforest.privacy.exact_laplace`` (OpenDP's
algorithm) and is deliberately *not* seeded -- seeded noise would let anyone with the seed
subtract it.  Two fits with the same ``random_state`` therefore share their structure
choices but not their noise.

Input checks.  ``fit``/``predict`` first check the input *container* with scikit-learn's public
helpers (``check_array``, ``column_or_1d``, ``check_classification_targets``,
``validate_data``), so a sparse matrix, complex numbers, a missing ``y``, a 1-d ``X``, an empty
array or a regression target get scikit-learn's own messages.  These checks look only at the
container (type, number of dimensions, dtypes) -- the invocation, not record values: when fitting, a
2-d array or DataFrame is checked on one stand-in row of its dtypes and width, and scikit-learn's messages
that quote an array are cut back to their description.  The fit never refuses because of
*which* labels occur (a data set with a single class present, or any mix of declared classes of
different types, fits like any other) and never because of how many records there are (an
empty training set fits too).  Everything else about the values is checked against the public
:class:`~dpforest.schema.Schema`.
"""

from __future__ import annotations

import contextlib
import contextvars
import math
import numbers
import re
import sys
import dataclasses
import warnings
import weakref

import numpy as np
import pandas as pd
from sklearn.base import BaseEstimator, ClassifierMixin
from sklearn.exceptions import DataConversionWarning as _DataConversionWarning
from sklearn.utils.multiclass import check_classification_targets, type_of_target
from sklearn.utils.validation import check_array, check_is_fitted, column_or_1d, validate_data

from .._stack import frames_from, tool_on_stack, user_stacklevel
from .._compile_notice import compile_notice
from .._warning_control import about_text, filtered, is_muted
from ..exceptions import (AccountingWarning, DPForestWarning, EvaluationWarning, InputWarning,
                          SettingsWarning)
from .. import _parallel
from ..dask_data import is_dask_collection
from ..data import PrivateData, TreeSample
from ..privacy.sampling import DEFAULT_INBAG_RATE
from ..schema import (LAYOUT_COLUMN, MISSING_ADVICE, MISSING_ADVICE_FITTED, OutOfDomainError, Schema,
                      SchemaError, _layout_error, _respelt_columns, _respelt_columns_hint,
                      _is_sparse, _is_temporal_dtype, as_pandas, code_dtype, fitted_model_advice,
                      few_names, refuse_repeated_columns, refuse_sparse,
                      reads_numbers)
from ..tree.model import PackedForest
from ..tree.probes import (absent_classes, class_shares, commoner_class, even_share_visible,
                           mass_probes)
from ..foreign_arguments import ForeignParamsMixin

__all__ = ["DPForestBase", "ConstantModelWarning", "LabelProbabilityWarning", "RareClassWarning", "progress_bar", "resolve_max_features",
           "tree_samples", "check_accounting", "check_epsilon", "check_complete_tree_size",
           "fitted_params"]

ACCOUNTINGS = ("sound", "paper")


#: The ε a fit may be granted.  Outside it the exact sampler cannot represent the noise of the
#: smallest shares (scale ≥ 2^40 below, sub-ulp scales above); neither end is a meaningful
#: privacy budget (ε = 10^-6 adds noise of a million per count, ε = 10^6 protects nothing).
EPSILON_RANGE = (1e-6, 1e6)


def check_epsilon(eps, owner: str | None = None):
    """Validate a privacy budget parameter: a real number in :data:`EPSILON_RANGE` (not a bool).

    ``owner``: the estimator's class name, for the message when a schema was given where
    epsilon goes (``DPForestClassifier(schema)``: the schema passed first, by position)."""
    if isinstance(eps, Schema) or (isinstance(eps, dict) and "features" in eps):
        # the schema's repr in "got ..." hid the cause: the arguments' order
        call = (f"{owner}(epsilon, schema) or {owner}(epsilon=..., schema=...)" if owner else
                "epsilon=... and schema=... by name")
        raise ValueError(f"epsilon must be a positive finite number, got a schema: epsilon comes "
                         f"first, then the schema: {call}")
    if isinstance(eps, (tuple, list)) and len(eps) == 2 and all(
            isinstance(e, numbers.Real) and not isinstance(e, bool) for e in eps):
        # an (epsilon, delta) pair, as approximate-DP libraries take it
        raise ValueError(f"epsilon must be a positive finite number, got a pair {tuple(eps)!r}: "
                         f"dpforest is pure epsilon-DP (delta = 0), so give epsilon alone, "
                         f"epsilon={eps[0]!r}")
    if isinstance(eps, bool) or not isinstance(eps, numbers.Real):
        # the type named: "positive finite number, got Decimal('0.5')" read as if 0.5 were not
        from ..privacy.accountant import float_hint
        lo, hi = EPSILON_RANGE
        convert = float_hint(eps, lambda e: lo <= e <= hi)
        raise ValueError(f"epsilon must be a positive finite number (an int or a float), got "
                         f"a {type(eps).__name__}: {eps!r}{convert}")
    # judged (and returned) as the float every release calibrates to: compared at a float16's
    # or float32's own precision the range check overflowed (1e6 as a float16 is inf, with
    # numpy's warning) or let np.float32(1e-6), 9.99999997e-07, pass the 1e-6 floor
    value = float(eps)
    if not (value > 0) or not math.isfinite(value):
        raise ValueError(f"epsilon must be a positive finite number, got {eps!r}")
    lo, hi = EPSILON_RANGE
    if not lo <= value <= hi:
        raise ValueError(f"epsilon must be between {lo:g} and {hi:g} (the range the exact noise "
                         f"sampler supports), got {eps!r}")
    return value


def _warn_ordered_categoricals(X, schema: Schema) -> None:
    """An *ordered* pandas categorical declared categorical is split as unordered sets: said
    once per fit, with the way to split on its order (decided from dtypes only)."""
    kinds = {f.name: f.kind for f in schema.features}
    ordered = [str(name) for name, dt in _frame_dtypes(X)
               if isinstance(dt, pd.CategoricalDtype) and dt.ordered
               and kinds.get(str(name)) == "categorical"]
    if ordered:
        warnings.warn(
            f"column{'s' * (len(ordered) > 1)} {', '.join(map(repr, ordered))} "
            f"{'are' if len(ordered) > 1 else 'is an'} ordered categorical"
            f"{'s' * (len(ordered) > 1)} (pandas, or an ordered Arrow dictionary): a categorical "
            f"feature is split as unordered sets of "
            f"categories, so the order is not used. To split on it, declare it ordinal: "
            f"Ordinal(c, levels) (levels lowest first), or Schema.from_dataframe(..., "
            f"ordinal={{c: levels}})", InputWarning, stacklevel=user_stacklevel())


def _warn_unsaveable_schema(schema: Schema) -> None:
    """A schema whose categories or classes a model file cannot hold (periods, durations,
    numpy datetimes...) still fits and pickles, but ``save_model`` would refuse the fitted
    model, whose budget is then spent: said before any record is read."""
    from ..io import _enc

    doc = schema.to_dict()
    # a numeric feature of float or int bounds always saves (its cuts are floats): only the
    # others are encoded to find out (a wide schema's thousands of numeric columns took
    # seconds to encode here)
    doc["features"] = [d for d, f in zip(doc["features"], schema.features)
                       if not reads_numbers(f) or not all(type(v) in (int, float) for v in
                                                         (f.lower, f.upper, *(f.cuts or ())))]
    try:
        _enc(doc, "the schema")
    except TypeError as e:
        warnings.warn(f"{e}: this model will fit (and pickle) but save_model will refuse it; "
                      f"declare such categories as text or numbers (their str(), or days since "
                      f"a public origin) to save it", InputWarning, stacklevel=user_stacklevel())


def dp_classifier_tags(tags):
    """scikit-learn tags of a dpforest classifier (``tags``: its base's, edited in place)."""
    tags.input_tags.allow_nan = True          # declared missing values
    tags.input_tags.categorical = True        # mixed columns, read through the schema
    tags.input_tags.string = True
    tags.non_deterministic = True             # the privacy noise is never seeded
    # scikit-learn's tag for models that may score below its checks' accuracy bar: DP noise on
    # their ~100-record sets (the checks of shapes and errors then still run)
    tags.classifier_tags.poor_score = True
    return tags


def check_random_state(value, *, generators: bool = True):
    """Validate a ``random_state`` parameter before any record is read: None, a non-negative
    integer, or (``generators``) a numpy ``RandomState`` or ``Generator``, which a fit advances.
    numpy's own errors for the rest (``SeedSequence expects int``) do not say which parameter."""
    if value is None or (isinstance(value, numbers.Integral) and not isinstance(value, bool)
                         and value >= 0):
        return value
    if generators and isinstance(value, (np.random.RandomState, np.random.Generator)):
        return value
    kinds = ("None, a non-negative integer, a numpy RandomState or a numpy Generator"
             if generators else "None or a non-negative integer")
    raise ValueError(f"random_state must be {kinds}, got {value!r}")


#: Largest number of leaves (over all trees) a forest of complete trees may be asked to grow.
#: A DP tree cannot stop early where its data run out (that stop would be a release), so a
#: depth-d tree always has 2^d leaves: depth 20 takes about 30 s and gigabytes, depth 25 would
#: exhaust a 24 GB machine.  Useful DP trees are far shallower (the default's rule stays <= 12).
MAX_COMPLETE_LEAVES = 2 ** 20


def check_share_budget(param: str, share, epsilon) -> None:
    """Refuse, before any record is read, a share of ε whose count query (sensitivity 1) the
    exact noise sampler cannot draw: a check of public parameters only."""
    from ..privacy.exact_laplace import fits_sampler

    if not fits_sampler(1.0 / (float(share) * float(epsilon))):
        raise ValueError(f"{param}={share!r} of epsilon={float(epsilon):g} is too small a budget for "
                         f"the exact noise sampler's dataset-size query; raise {param}")


def check_finite_real(name: str, value, *, low: float | None = None,
                      allow_none: bool = False) -> None:
    """Refuse ``value`` unless it is a finite real number (not a bool), at least ``low`` where
    given (or None where ``allow_none``): a parameter the fit would otherwise meet only in its
    arithmetic, after the records were read (a list, a text, inf or nan)."""
    if value is None and allow_none:
        return
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not math.isfinite(value) \
            or (low is not None and not value >= low):
        want = "a finite number" + ("" if low is None else f" >= {low:g}")
        raise ValueError(f"{name} must be {want}{' or None' if allow_none else ''}, got {value!r}")


#: the values of ``categorical_split`` every forest but the default takes (the default adds
#: 'auto', its own rule, and checks it itself: its base check sees a stand-in without it)
CATEGORICAL_SPLITS = ("binary", "multiway", "mixed")


def check_complete_tree_size(max_depth: int, n_trees: int = 1, trees: str = "n_estimators") -> None:
    """Refuse (before any work) a forest of complete trees with more than 2^20 leaves in all
    (``trees``: the parameter that counts them, as the message names it).  Compared in
    log2, so a depth past a float's range (2.0 ** 1024 overflows) is refused as any other."""
    if math.log2(max(n_trees, 1)) + max_depth > math.log2(MAX_COMPLETE_LEAVES):
        limit = int(math.log2(MAX_COMPLETE_LEAVES / n_trees))
        if limit < 1:
            # not even stumps fit: the number of trees is what to lower
            raise ValueError(
                f"{trees}={n_trees} trees of at least 2 leaves each are more than the "
                f"{MAX_COMPLETE_LEAVES:,} leaves in all that are supported: use {trees} <= "
                f"{MAX_COMPLETE_LEAVES // 2 ** max(max_depth, 1):,}")
        raise ValueError(
            f"max_depth={max_depth} grows {n_trees} complete tree(s) of 2^{max_depth} leaves each "
            f"(a DP tree cannot stop where its records run out); at most "
            f"{MAX_COMPLETE_LEAVES:,} leaves in all are supported: use max_depth <= {limit} "
            f"(a DP tree is rarely useful beyond log2(n_records x epsilon) - 7 levels)")


def warn_depth_above_features(max_depth, n_features: int, tree: str) -> None:
    """Warn that ``max_depth`` is lowered to ``n_features``: a random ``tree`` draws each
    feature at most once on a path, so no path is longer (public: the schema)."""
    if max_depth is not None and max_depth > n_features:
        warnings.warn(f"max_depth={max_depth!r} is more than the schema's {n_features} feature(s): "
                      f"a {tree} uses each feature at most once on a path, so depth {n_features} "
                      f"is used", SettingsWarning, stacklevel=user_stacklevel())


def largest_category_domain(schema: Schema) -> int:
    """The largest code count of a categorical feature (2 without one): a multiway split's most
    children (public: the schema)."""
    cat = [f.n_codes(schema.n_bins) for f in schema.features if f.kind == "categorical"]
    return max(max(cat, default=2), 2)


def multiway_leaf_depth(schema: Schema, n_trees: int = 1) -> int:
    """Deepest forest of ``n_trees`` plain multiway trees whose leaves stay within
    ``MAX_COMPLETE_LEAVES`` in all: such a tree has up to k^d leaves for the largest categorical
    domain k, where the binary bound 2^d of :func:`check_complete_tree_size` does not hold."""
    k = largest_category_domain(schema)
    T = max(int(n_trees), 1)
    return max(int(math.floor(math.log(max(MAX_COMPLETE_LEAVES / T, 1.0)) / math.log(k) + 1e-9)), 0)


def check_multiway_tree_size(schema: Schema, max_depth: int, n_trees: int = 1,
                             instead: str = "categorical_split='binary'") -> None:
    """Refuse (before any work) multiway trees that may grow more than 2^20 leaves in all
    (:func:`multiway_leaf_depth`); ``instead`` names the estimator's alternatives.  Public: the
    schema and the parameters."""
    cap = multiway_leaf_depth(schema, n_trees)
    if max_depth > cap:
        k = largest_category_domain(schema)
        raise ValueError(
            f"categorical_split='multiway' with max_depth={max_depth} can grow more than "
            f"{MAX_COMPLETE_LEAVES:,} leaves (one child per category at every level, up to {k} "
            f"categories): use max_depth <= {cap}, or {instead}")


def check_accounting(value) -> str:
    """Validate a paper's forest's ``accounting`` parameter ('sound' or 'paper')."""
    if not (isinstance(value, str) and value in ACCOUNTINGS):
        raise ValueError(f"accounting must be 'sound' or 'paper', got {value!r}")
    return value


def _same_param(a, b) -> bool:
    """Whether two values of a parameter are the same (an array or a schema by content; a
    value of another kind, other than a number for a number, is another value)."""
    if a is b:
        return True
    if type(a) is not type(b) and not (isinstance(a, numbers.Number) and isinstance(b, numbers.Number)):
        return False
    try:
        same = a == b
        return bool(same) if isinstance(same, (bool, np.bool_)) else bool(np.array_equal(a, b))
    except Exception:           # noqa: BLE001  values that cannot be compared differ
        return False


def _warn_misaligned_indexes(X, y) -> None:
    """X and y are paired by position, as scikit-learn pairs them; two pandas objects whose
    indexes differ (y filtered or sorted apart from X, one of them reset) are then most likely
    paired wrongly, with no error anywhere: said, not refused (the caller may mean it).  The
    warning names no index value, only that the two differ (in order or labels).  Called on
    the caller's own X and y only: the tools that fit on a subset they drew (a selector's
    parts, :func:`~dpforest.contributions.fit_per_person`'s kept rows) call it on what they
    were given and pass their subsets on as arrays, so that no warning follows which rows a
    secret draw kept."""
    if not (isinstance(X, pd.DataFrame) and isinstance(y, (pd.Series, pd.DataFrame))):
        return
    if len(X.index) == len(y.index) and not X.index.equals(y.index):
        # one wording whatever the labels are: whether they repeat, or are the same set in
        # another order, can be a fact about the records (an index of person ids)
        _say_misaligned_indexes()


def _say_misaligned_indexes(dask: bool = False) -> None:
    """:func:`_warn_misaligned_indexes`' warning (``dask``: a plain Dask fit's, some of whose
    partitions' X and y indexes differed -- decided on the workers)."""
    warnings.warn(
        ("X and y are Dask collections some of whose partitions' indexes differ: they are "
         "paired by position within each partition" if dask else
         "X and y are pandas objects whose indexes differ: they are paired by position")
        + ", as scikit-learn does, not by index.  If a "
        "label should follow its row's index, align them first (y = y.loc[X.index]); "
        "if the position is right, y.reset_index(drop=True) and X.reset_index(drop=True) "
        "silence this.", InputWarning, stacklevel=user_stacklevel())


#: repeated index labels :func:`_warn_copied_rows` reads exactly before hashing every row
COPIED_ROWS_PROBE = 8


def _warn_copied_rows(X) -> None:
    """Rows that repeat both an index label and all their values -- what resampling with
    replacement makes (``sklearn.utils.resample(replace=True)``, ``DataFrame.sample(replace=True)``,
    a bootstrap, which keep each copy's label; imbalanced-learn's samplers give their output a
    fresh index, whose copies cannot be told from records) --
    are each a record to the fit, so a record copied k times is protected at k·ε, which no
    ledger can see: said, not refused (named by no count or value).  Frames concatenated
    without ``ignore_index`` repeat labels on other rows, and say nothing.  Called on the
    caller's own X outside a budget's pin only, as the index-pairing warning is (the caller
    holds the records)."""
    if not isinstance(X, pd.DataFrame) or not X.index.has_duplicates:
        return
    # every label that repeats must hold copies of one row, as resampling leaves them; frames
    # concatenated without ignore_index repeat labels on rows that differ (and rows that happen
    # to agree at some of those labels, with few distinct values, are no copies)
    try:
        dup = X.index.duplicated(keep=False)
        # a few repeated labels first, exactly: concatenated frames fail here at once, without
        # hashing every row (5,000,000 rows of five concatenated chunks: 28 s before)
        for label in X.index[dup].unique()[:COPIED_ROWS_PROBE]:
            if len(X.loc[[label]].drop_duplicates()) > 1:
                return
        rows = pd.util.hash_pandas_object(X, index=False).to_numpy()[dup]
        labels = X.index[dup]
        copies = pd.MultiIndex.from_arrays([labels, rows]).nunique() == labels.nunique()
    except (TypeError, ValueError):      # a cell pandas cannot hash or compare (a list)
        return
    if copies:
        warnings.warn(
            "X repeats rows together with their index labels, as resampling with replacement "
            "makes them (sklearn.utils.resample(replace=True), DataFrame.sample(replace=True), "
            "a bootstrap): "
            "each copy is a record to the fit, so a record copied k times is protected at "
            "k x epsilon, not epsilon, and the ledger cannot see the copies.  Fit on the "
            "original records; to help a rare class, keep a share of the other classes "
            "instead (dpforest.rebalance.subsample_classes).", InputWarning,
            stacklevel=user_stacklevel())


#: per fitted model, weak references to the X and y objects its last fit was given (identities
#: only, never contents; objects that cannot be weakly referenced are not remembered)
_TRAINED_ON: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


@dataclasses.dataclass
class _FittedX:
    """What the registry keeps of an X object some dpforest fit was given: identities and
    class names only, never contents."""

    ref: object              # a weak reference to X (an id reused after X is gone is told apart)
    owner: object            # a weak reference to the estimator that fitted it first
    name: str                # that estimator's class name
    said: bool = False       # whether SameRecordsWarning was said of it
    # the fits of it no PrivacyBudget booked: [class name, a weak reference to the model or
    # None]; booking the model with budget.spend takes its latest off
    unbooked: list = dataclasses.field(default_factory=list)
    told_budget: bool = False    # whether a budget's fit was told of them


#: per X object some dpforest fit was given in this process, by id (an X that cannot be weakly
#: referenced, a list, is not remembered)
_FITTED_X: dict = {}

#: per y object some dpforest fit was given outside any budget, by id, for the unbooked-fit
#: notice alone: a Pipeline hands its forest a transformed X (a new object) but the caller's
#: own y, so a budget's fit of the same pipeline on the same X and y finds the earlier fit here
_FITTED_Y: dict = {}


def _records_fitted_before(model, X):
    """Record that ``model``'s fit was given the object ``X``; return the registry's entry for
    ``X`` where another estimator was given the very same object before and no warning has
    been said of it yet, else None."""
    from ..privacy.accountant import budget_running

    key = id(X)
    entry = _FITTED_X.get(key)
    if entry is not None and entry.ref() is not X:
        entry = None                        # the id of an object gone since
    if entry is None:
        try:
            ref = weakref.ref(X, lambda _, k=key: _FITTED_X.pop(k, None))
        except TypeError:
            return None
        try:
            owner = weakref.ref(model)
        except TypeError:
            owner = lambda: None            # noqa: E731  (a model that cannot be referenced)
        _FITTED_X[key] = _FittedX(ref, owner, type(model).__name__)
        if not budget_running():
            _mark_unbooked(_FITTED_X[key], model)
        return None
    if not budget_running():
        _mark_unbooked(entry, model)
    if entry.said or entry.owner() is model:
        return None
    return entry


def _mark_unbooked(entry, model) -> None:
    """Add to ``entry`` (an X's or a y's) the mark of ``model``'s fit outside any budget: its
    class name and a weak reference to it (the one Python hands out for the model, which
    :func:`_unmark` matches).  A loop of fits on one object stops at 256 marks, then keeps one
    that no spend takes off."""
    if len(entry.unbooked) < 256:
        entry.unbooked.append([type(model).__name__, _weak_or_none(model)])
    elif entry.unbooked[-1][1] is not None:
        entry.unbooked.append([type(model).__name__, None])


def _note_fitted_labels(model, y) -> None:
    """Record, by identity, that ``model``'s fit outside any budget was given the object ``y``
    (a Pipeline's forest gets a transformed X, but the caller's y).  Nothing outside a budget's
    fit, nothing of an object that cannot be weakly referenced (a list)."""
    from ..privacy.accountant import budget_running

    if y is None or budget_running():
        return
    key = id(y)
    entry = _FITTED_Y.get(key)
    if entry is None or entry.ref() is not y:
        try:
            ref = weakref.ref(y, lambda _, k=key: _FITTED_Y.pop(k, None))
        except TypeError:
            return
        entry = _FITTED_Y[key] = _FittedX(ref, lambda: None, type(model).__name__)
    _mark_unbooked(entry, model)


def _register_fit(model, X, y):
    """Remember that ``model``'s fit was given the objects ``X`` and ``y`` (identities only;
    outside a budget, marked unbooked): the one registration a forest's fit, a selector's and
    :func:`~dpforest.contributions.fit_per_person` share.  Returns
    :func:`_records_fitted_before`'s entry for X (another estimator's, not yet said)."""
    entry = _records_fitted_before(model, X)
    _note_fitted_labels(model, y)
    return entry


def _say_same_records(entry, epsilon, selector: bool = False) -> None:
    """:class:`SameRecordsWarning` of a fit given the X object of ``entry`` (the registry's,
    another estimator's earlier fit of it); marks it said, once per X object.  ``selector``:
    the fit is a model selector's, so the remedy is one selector for every candidate, not
    the selector it already is."""
    entry.said = True
    remedy = ("run one PrivateModelSelector with every candidate instead of one selector after "
              "another" if selector else
              "compare settings with dpforest.model_selection.PrivateModelSelector")
    warnings.warn(
        f"this X (the very object) was given to a {entry.name}'s fit before in this process: "
        f"fitting another estimator on it is another release about the same records, and "
        f"the epsilons add up (this fit's epsilon={epsilon:g} on top of the earlier one's), "
        f"while each ledger_ shows its own fit only.  A notebook cell that makes and fits "
        f"a model, run again, counts too.  Fine on public data; on private records book "
        f"the fits in one dpforest.PrivacyBudget, or {remedy} (said once per X object).",
        SameRecordsWarning, stacklevel=user_stacklevel())


def _say_refit(model, epsilon, earlier=None) -> None:
    """:class:`RepeatedFitWarning` of an estimator object fitted a second time; ``earlier``:
    the ε the previous fit spent, where known (a ``set_params(epsilon=...)`` in between)."""
    epsilon = float(epsilon)
    earlier = epsilon if earlier is None else float(earlier)
    # the two fits' own epsilons: after set_params(epsilon=2) a fit at 1 and one at 2 were
    # said to be "two fits at epsilon=2 ... an epsilon=4 release"
    both = (f"two fits at epsilon={epsilon:g}" if earlier == epsilon else
            f"a fit at epsilon={earlier:g} and this one at epsilon={epsilon:g}")
    warnings.warn(
        f"this {type(model).__name__} was fitted before: fitting it again is another release "
        f"about the records both fits read, and the epsilons add up ({both} on the same "
        f"records are an epsilon={earlier + epsilon:g} release), while "
        f"each ledger_ shows its own fit only. Running a notebook cell again counts too. "
        f"dpforest.PrivacyBudget keeps the sum and refuses a fit past a total (said once "
        f"per estimator).", RepeatedFitWarning, stacklevel=user_stacklevel())


def warn_weak_epsilon(model, epsilon) -> None:
    """From the parameter alone, as ``dpforest fit`` notes it: from ε = :data:`WEAK_EPSILON`
    on, what the model tells about any one record is bounded only by a factor e^ε (over
    22,000 at 10), little protection, and a model at ε = 10^6 is as good as non-private.
    At most once a minute per estimator class (a sweep over ε fits many)."""
    if not float(epsilon) >= WEAK_EPSILON or \
            not once_a_minute("weak epsilon", type(model), WeakEpsilonWarning):
        return
    warnings.warn(
        f"epsilon={float(epsilon):g} bounds what this {type(model).__name__} tells about any "
        f"one record only by a factor e^{float(epsilon):g} (e^10 alone is over 22,000): "
        f"little protection, and a model at a very large epsilon is as good as non-private, "
        f"whatever its ledger reads.  Quote the epsilon with the model (docs/epsilon.md says "
        f"what it means); said at most once a minute per class.",
        WeakEpsilonWarning, stacklevel=user_stacklevel())


def note_selector_fit(selector, X, y, epsilon, refitted: bool, caller, earlier=None) -> None:
    """The repeated-release notices of a :class:`~dpforest.model_selection.PrivateModelSelector`
    fit, as a forest's fit gives them: its candidates fit parts of ``X``, so their own notices
    never see the caller's X object.  Remembers X for later fits (identities only); says a
    second fit of the same selector, and a fit on an X another estimator was given, outside a
    scikit-learn tool and a PrivacyBudget's fit (which count their fits)."""
    from ..privacy.accountant import budget_running

    entry = _register_fit(selector, X, y)
    warn_weak_epsilon(selector, epsilon)
    if caller is not None or budget_running():
        return
    if refitted and _first_sight(_WARNED_REFITS, selector):
        _say_refit(selector, epsilon, earlier)
    if entry is not None and not is_muted(SameRecordsWarning):
        _say_same_records(entry, epsilon, selector=True)


def unbooked_fit_of(X, y=None) -> tuple[str, str] | None:
    """The class name of an earlier fit in this process that was given the very object ``X``,
    or else the very object ``y`` (a Pipeline's forest is given a transformed X), outside any
    :class:`~dpforest.PrivacyBudget` (its ε on no budget), with which of the two it was
    (``'X'`` or ``'y'``), the first time this is asked of that object; else None.  Read from
    identities alone."""
    for which, registry, obj in (("X", _FITTED_X, X), ("y", _FITTED_Y, y)):
        entry = registry.get(id(obj)) if obj is not None else None
        if entry is None or entry.ref() is not obj or not entry.unbooked or entry.told_budget:
            continue
        entry.told_budget = True
        # one notice per fit: y is not told again where its unbooked fits are all fits of this
        # X (a y given to another unbooked fit, a pipeline's, is still said)
        other = _FITTED_Y.get(id(y)) if which == "X" and y is not None else None
        if other is not None and other.ref() is y and _fitted_by(other) <= _fitted_by(entry):
            other.told_budget = True
        return entry.unbooked[0][0], which
    return None


def _fitted_by(entry) -> set:
    """The marks of ``entry``'s unbooked fits by the identity of their weak references to the
    models (Python hands out one weak reference per object, kept alive by the marks, so two
    entries' marks of one model compare equal after the model is gone); None for a model
    never weakly referenced."""
    return {None if r is None else id(r) for _, r in entry.unbooked}


#: per model a PrivateModelSelector chose, a weak reference to that selector: the chosen
#: model's ledger is the whole selection's, so booking it books the selector's fit
_SELECTED_BY: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def remember_selection(winner, selector, X, y) -> None:
    """``winner`` is ``selector``'s chosen model, fitted on ``X`` and ``y`` (identities only:
    the selector's weak reference, the one its unbooked marks hold, and X's and y's, so that
    booking the winner unmarks the selector's fit after the selector is gone)."""
    try:
        _SELECTED_BY[winner] = (weakref.ref(selector), _weak_or_none(X), _weak_or_none(y))
    except TypeError:
        pass


def note_booked(model) -> None:
    """``model`` was booked on a budget (:meth:`PrivacyBudget.spend`): its fit no longer counts
    as unbooked for the X and y objects it was given (identities only); a selection's chosen
    model books the selector's fit."""
    try:
        selection = _SELECTED_BY.get(model)
        refs = _TRAINED_ON.get(model)
    except TypeError:           # not a model (an epsilon, a ledger, an evaluation)
        return
    if selection is not None:
        _unmark(selection[0], selection[1:])
    _unmark(_weak_or_none(model), refs or ())


def _unmark(model_ref, object_refs) -> None:
    """Take the latest unbooked mark of the model ``model_ref`` (a weak reference, the very
    object its marks hold) off the entries of the X and y objects ``object_refs`` refer to:
    one spend books one fit (fitted twice, one fit stays unbooked)."""
    if model_ref is None:
        return
    for ref, registry in zip(object_refs, (_FITTED_X, _FITTED_Y)):
        obj = ref() if ref is not None else None
        entry = registry.get(id(obj)) if obj is not None else None
        if entry is None or entry.ref() is not obj:
            continue
        for i in range(len(entry.unbooked) - 1, -1, -1):
            if entry.unbooked[i][1] is model_ref:
                del entry.unbooked[i]
                break


def _weak_or_none(obj):
    try:
        return weakref.ref(obj)
    except TypeError:
        return None


def _remember_training_objects(model, X, y) -> None:
    refs = []
    for obj in (X, y):
        try:
            refs.append(weakref.ref(obj))
        except TypeError:
            refs.append(None)
    try:
        _TRAINED_ON[model] = tuple(refs)
    except TypeError:           # a model that cannot be weakly referenced: nothing kept
        pass


def given_to_its_fit(model, X, y) -> bool:
    """Whether ``X`` or ``y`` is the very object ``model``'s last fit in this process was given
    (its training records, passed again as test records).  Reads identities only."""
    try:
        refs = _TRAINED_ON.get(model)
    except TypeError:
        return False
    if refs is None:
        return False
    # (a reference whose object is gone reads None: never the X or y given, y=None included)
    return any(r is not None and obj is not None and r() is obj for r, obj in zip(refs, (X, y)))


def group_code(schema, j: int, category) -> int:
    """The code feature ``j`` of ``schema`` gives a group's records (``fit_per_group``'s
    groups): a declared category's position, the missing code for ``None``; -1 where the
    feature has no such code.  Public: the schema alone."""
    if category is None:
        return int(schema.missing_code()[j])
    categories = getattr(schema.features[j], "categories", None) or ()
    return next((k for k, c in enumerate(categories) if c == category), -1)


#: per-group models already told that they were given records of other groups
_WARNED_OTHER_GROUPS: "weakref.WeakSet" = weakref.WeakSet()

#: models already told that scikit-learn's inspection tools were given their training records
_WARNED_INSPECTED: "weakref.WeakSet" = weakref.WeakSet()


def _warn_inspected_training_records(model, max_frames: int = 30) -> None:
    """Said once per model, where a predict is called by one of scikit-learn's inspection
    tools (permutation importance, partial dependence and its display) that was given the very
    X or y object the model's last fit in this process read: its results are exact functions
    of the training records, as ``score`` says of a training accuracy.  The tool's own X and y
    (its outermost frame's, before it copies or shuffles them) are compared by identity; reads
    identities and the call stack only, and nothing where the model was not fitted here (a
    served model loaded from a file walks no stack)."""
    try:
        if _TRAINED_ON.get(model) is None or model in _WARNED_INSPECTED:
            return
    except TypeError:
        return
    tool = None
    for f in frames_from(sys._getframe(2), max_frames):
        if str(f.f_globals.get("__name__", "")).startswith("sklearn.inspection"):
            tool = f                                   # the outermost one wins
    if tool is None:
        return
    X, y = tool.f_locals.get("X"), tool.f_locals.get("y")
    if given_to_its_fit(model, X, y) and _first_sight(_WARNED_INSPECTED, model):
        warnings.warn(
            f"scikit-learn's {tool.f_code.co_name} is given the very X or y object this "
            f"{type(model).__name__} was fitted on: its results (importances, a "
            f"partial-dependence curve and its tick marks) are exact functions of those "
            f"training records that epsilon does not cover (yours to look at, not to "
            f"publish).  Run it on records you may publish (said once per model).",
            EvaluationWarning, stacklevel=user_stacklevel())


def _called_by_sklearn_tool(max_frames: int = 30) -> bool:
    """Whether a scikit-learn tool that scores subsets it made (cross-validation, a scorer,
    permutation importance, which shuffles on purpose) is up the call stack of the method that
    calls this (the frames :func:`_frames_above_fit` walks).  Reads the call stack only."""
    tools = (*_REPEATED_FIT_MODULES, "sklearn.metrics", "sklearn.inspection")
    return any(str(f.f_globals.get("__name__", "")).startswith(tools)
               for f in _frames_above_fit(max_frames))


def fitted_params(model) -> tuple[dict, list[str]]:
    """(the parameters ``model``'s fit used, the names of those changed since by
    ``set_params``): what a model file and a release statement record, since the released
    model is the fit's, whatever the estimator's parameters now say.  A model fitted before the
    fit kept them (an older pickle) gives its current parameters, unchanged, as before."""
    current = model.get_params(deep=False)
    used = getattr(model, "_fit_params", None)
    if not isinstance(used, dict):
        return current, []
    changed = [k for k in current if k in used and k not in RUNTIME_PARAMS
               and not _same_param(used[k], current[k])]
    return {k: v if k in RUNTIME_PARAMS else used.get(k, v) for k, v in current.items()}, changed


# settings of how the work runs, not of what is released (threads, a progress bar): changing
# them after the fit changes no released value, so a model file keeps their current values and
# nobody is told to refit for them
RUNTIME_PARAMS = frozenset({"n_jobs", "progress", "verbose"})


def _short(v) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def warn_params_changed(model, changed: list[str], records: str) -> None:
    """Warn that ``changed`` parameters of ``model`` differ from its fit's (``records``: what
    records the fit's instead, "the file records"); public settings only."""
    if not changed:
        return
    used, now = model._fit_params, model.get_params(deep=False)
    said = "; ".join(k if k == "schema" else f"{k}={_short(used[k])} at the fit, now {_short(now[k])}"
                     for k in changed)
    warnings.warn(f"parameters changed since the fit ({said}): {records} those the model was "
                  f"fitted with; refit to use the new ones, which spends a budget again",
                  SettingsWarning, stacklevel=user_stacklevel())


class RepeatedFitWarning(DPForestWarning):
    """A fit called by scikit-learn code that fits estimators several times on overlapping
    records (``GridSearchCV``, ``cross_val_score``, ``CalibratedClassifierCV``,
    ``OneVsRestClassifier``, bagging, stacking, recursive feature elimination): each fit spends ε
    again, and no ledger adds them up.  Worse, what such a tool computes on held-out records
    (scores, the chosen parameters, a calibrator or a threshold) is exact and un-noised, so no
    division of ε makes its output private.  Fine on public data; on private data use
    :class:`dpforest.model_selection.PrivateModelSelector`, whose choice is a charged noisy draw.

    Also warned once per estimator object when that object is fitted again (another release
    about the records both fits read; not inside a search, a selector or
    :meth:`dpforest.PrivacyBudget.fit`, which count it), and once per pipeline when a DP model
    is fitted behind another DP step on the same records."""


class SameRecordsWarning(RepeatedFitWarning):
    """A fit given the very X object (by identity, never by content) that another dpforest
    estimator's fit was given earlier in this process: a notebook cell
    ``model = DPForestClassifier(...).fit(X, y)`` run again, ``clone(model).fit(X, y)``, or
    models of several settings fitted on one training frame.  Each fit is another release
    about the same records; their epsilons add up while each ``ledger_`` shows its own.
    Said once per X object; not inside a scikit-learn tool, a selector or
    :meth:`dpforest.PrivacyBudget.fit` (which count their fits), and not for a copy of X,
    whose rows dpforest does not compare."""


class WeakEpsilonWarning(SettingsWarning):
    """A fit at ε of 10 or more: what the model tells about any one record is bounded only by
    a factor e^ε (over 22,000 at 10), little protection; at a very large ε the model is as good
    as non-private whatever its ledger reads.  From the parameter alone."""


class RepeatedReleaseWarning(RepeatedFitWarning):
    """Test records (the very X or y object, by identity) released again by a private
    evaluation (:func:`dpforest.evaluation.private_confusion_matrix`, its accuracy alone
    with ``release="accuracy"``, :func:`dpforest.evaluation.private_roc`):
    each release spends its ε on them and the epsilons add up while each result shows its
    own.  A kind of :class:`RepeatedFitWarning`, so a filter on that one covers it too."""


class NonPrivateStepWarning(DPForestWarning):
    """A fit as the step of a scikit-learn ``Pipeline`` behind steps that learn from the same
    records (a ``StandardScaler``'s means and scales, a ``SimpleImputer``'s medians, a
    ``OneHotEncoder``'s categories): what they learned is kept in the fitted pipeline without
    noise and outside the ledger, so the pipeline as a whole is not ε-DP; or behind a
    ``FunctionTransformer(pd.get_dummies)``, which keeps nothing but makes a column per value it
    meets, so whether the fit accepts them tells which values occur.  Steps that learn nothing
    (a ``FunctionTransformer`` of a public mapping, ``'passthrough'``) do not warn.  Also said where a
    ``CalibratedClassifierCV`` fits its calibrator on a fitted model's scores of records, which
    it learns from without noise, and where a ``VotingClassifier`` votes a dpforest model with a
    member that has no epsilon."""


def _learns(step) -> bool:
    """Whether a pipeline step learns from the records it is fitted on (scikit-learn's
    ``requires_fit`` tag; a ``ColumnTransformer`` or ``Pipeline`` when any part does)."""
    if step is None or isinstance(step, str):          # 'passthrough', 'drop'
        return False
    kind = type(step).__name__
    if kind == "ColumnTransformer":
        return any(_learns(t) for _, t, _ in step.transformers) or _learns(step.remainder)
    if kind == "Pipeline":
        return any(_learns(t) for _, t in step.steps)
    if _columns_from_values(step):
        return True
    try:
        return bool(step.__sklearn_tags__().requires_fit)
    except Exception:            # not a scikit-learn estimator: assume it learns
        return True


def _columns_from_values(step) -> bool:
    """Whether ``step`` is a ``FunctionTransformer`` of ``pd.get_dummies`` (or a partial of
    it): fitted on nothing, yet its output has a column for each category it meets, so which
    columns reach the model -- and whether the fit accepts them -- follows which categories
    occur in the records, as an encoder's learned categories do."""
    import functools

    if type(step).__name__ != "FunctionTransformer":
        return False
    func = getattr(step, "func", None)
    while isinstance(func, functools.partial):
        func = func.func
    return func is pd.get_dummies


def _learns_despite_parameters(step) -> str:
    """For an encoder given its ``categories`` or a vectorizer given its ``vocabulary``, why it
    still learns from the records (else ''): its parameters do not fix all it holds.  The
    encoders cast the given categories to the column's dtype, which one record decides (a
    missing value makes integer codes floats; a text among numbers lifts the sorted-categories
    check); in a ``ColumnTransformer`` whether the output is sparse follows how many records are
    unknown or empty; and an unknown value fails the fit (``handle_unknown='error'``) or is
    warned about (with ``drop``), on one record, in messages that can quote it.  A public
    mapping in a ``FunctionTransformer`` learns nothing."""
    kind = type(step).__name__
    try:
        params = step.get_params(deep=False)
    except Exception:           # noqa: BLE001  not a scikit-learn estimator
        return ""
    given = (kind in ("OneHotEncoder", "OrdinalEncoder")
             and not isinstance(params.get("categories"), str)) or \
        (kind in ("CountVectorizer", "TfidfVectorizer") and params.get("vocabulary") is not None)
    if not given:
        return ""
    return (": given its categories or vocabulary it still takes the column's dtype, whether "
            "its output is sparse, and what to fail or warn on from the records, each of which "
            "one record can change; a FunctionTransformer with a public mapping learns nothing")


def _learning_step_text(name, step) -> str:
    """``'name' (Type)`` for a step that learns; for a ColumnTransformer or Pipeline, its parts
    that learn inside the brackets (``'prep' (ColumnTransformer: 'num' (SimpleImputer))``), so
    the warning names the imputer, not only the step around it.  Types and names only."""
    kind = type(step).__name__
    if kind == "ColumnTransformer":
        parts = [(n, t) for n, t, _ in step.transformers] + [("remainder", step.remainder)]
    elif kind == "Pipeline":
        parts = list(step.steps)
    elif _columns_from_values(step):
        return (f"{name!r} ({kind} of pd.get_dummies: a column per category it meets, so the "
                f"columns follow which categories occur)")
    else:
        return f"{name!r} ({kind}{_learns_despite_parameters(step)})"
    inner = [_learning_step_text(n, t) for n, t in parts if _learns(t)]
    return f"{name!r} ({kind}: {', '.join(inner)})" if inner else f"{name!r} ({kind})"


#: said beside the learning-step notice where the schema clips: a scaler's output is in other
#: units than the declared bounds, and clipping squashes it without any refusal
_CLIPPED_UNITS_NOTE = (
    ".  This schema clips values beyond its bounds (out_of_bounds='clip'), so a step that "
    "rescales or recodes the columns (a scaler) hands over values in other units than the "
    "bounds describe, and they are clipped to the bounds without a word: the model then splits "
    "squashed columns and its thresholds read as raw units where they are not")


def _clips_out_of_bounds(schema) -> bool:
    """Whether the declared schema (a Schema or its dict) clips values beyond its bounds."""
    if isinstance(schema, dict):
        return schema.get("out_of_bounds") == "clip"
    return getattr(schema, "out_of_bounds", None) == "clip"


def _frames_above_fit(max_frames: int):
    """The frames above the estimator's ``fit`` (its caller first, at most ``max_frames``), for
    the call-stack checks below; each is called by ``fit`` itself (frames here: this generator,
    the check, ``fit``, its caller)."""
    yield from frames_from(sys._getframe(3), max_frames)


#: a predict refused under scikit-learn's DecisionBoundaryDisplay: its grid left the bounds
DECISION_BOUNDARY_ADVICE = (
    "These values are DecisionBoundaryDisplay's grid, which reaches eps (1.0 by default) "
    "beyond the records' range on each side: pass eps=0 to from_estimator (the grid then "
    "spans the records' own range, their exact extremes, outside the guarantee on private "
    "records), or, for a grid over the public domain that reads no record, X made of the two "
    "columns' declared bounds as two rows (pd.DataFrame({a: [low_a, high_a], b: [low_b, "
    "high_b]})) with eps=0")


def _decision_boundary_on_stack(max_frames: int = 30) -> bool:
    """Whether scikit-learn's DecisionBoundaryDisplay is up the call stack (its grid is what
    a predict was given).  Reads the call stack only."""
    return any(str(f.f_globals.get("__name__", "")).startswith(
        "sklearn.inspection._plot.decision_boundary")
        for f in frames_from(sys._getframe(1), max_frames))


#: calibrators already told that they learn from the records they are fitted on
_WARNED_CALIBRATORS: "weakref.WeakSet" = weakref.WeakSet()


def _warn_calibrated_on_records(max_frames: int = 40, model=None) -> None:
    """Said once per calibrator or threshold tuner, where ``predict_proba`` is called by the
    ``fit`` of scikit-learn's ``CalibratedClassifierCV`` or ``TunedThresholdClassifierCV``
    around an already fitted model (a ``FrozenEstimator``: no fit of this model, so the
    repeated-fit notice never fires): the calibrator, or the threshold, is learnt from those
    records' labels and the model's scores without noise (an isotonic calibrator stores their
    class shares per score; a tuned threshold is one of their scores).  Reads the call stack
    only (the frames above ``predict_proba``, walked as :func:`_frames_above_fit` walks those
    above ``fit``; a threshold tuner's scorer sits deeper than a calibrator's).  A
    ``StackingClassifier`` is told of where it stacks ``model`` fitted before it
    (:func:`_frozen_member`); one that fits the model itself is told of by that fit (its
    repeated-fit notice).  ``predict`` checks too (a stack's ``stack_method='predict'``)."""
    for f in _frames_above_fit(max_frames):
        owner = f.f_locals.get("self")
        if f.f_code.co_name == "fit" and _learns_from_scores(owner):
            if type(owner).__name__ != "StackingClassifier" or _frozen_member(owner, model):
                _say_learns_from_scores(owner)
            return


def _frozen_member(stack, model) -> bool:
    """Whether ``model`` is one of the scikit-learn ensemble ``stack``'s members fitted before
    it, so that the stack's fit does not fit it: in a ``FrozenEstimator``, or any member of a
    stack with ``cv='prefit'``, as itself or as a ``Pipeline``'s last step.  Public settings
    only."""
    if model is None:
        return False
    prefit = isinstance(getattr(stack, "cv", None), str) and stack.cv == "prefit"

    def holds(est) -> bool:
        for _ in range(8):                  # a few layers of wrapping at most
            if est is model:
                return True
            if type(est).__name__ == "FrozenEstimator":
                est = getattr(est, "estimator", None)
            elif type(est).__name__ == "Pipeline" and getattr(est, "steps", None):
                est = est.steps[-1][1]
            else:
                return False
        return False

    return any((prefit or type(est).__name__ == "FrozenEstimator") and holds(est)
               for _, est in getattr(stack, "estimators", ()) if not isinstance(est, str))


def _learns_from_scores(owner) -> bool:
    """Whether ``owner`` is one of scikit-learn's wrappers of :data:`_LEARNS_FROM_SCORES`."""
    return type(owner).__name__ in _LEARNS_FROM_SCORES and \
        type(owner).__module__.startswith("sklearn.")


def _say_learns_from_scores(owner) -> None:
    """The :class:`NonPrivateStepWarning` of a calibrator, threshold tuner or stack ``owner``
    (:data:`_LEARNS_FROM_SCORES`), once per such object: by :func:`_warn_calibrated_on_records`
    where it fits in this process, or by :func:`_tell_at_clone` where a calibrator's or
    tuner's fits run in worker processes (``n_jobs``), whose warnings reach no notebook."""
    if not _first_sight(_WARNED_CALIBRATORS, owner):
        return
    kind = type(owner).__name__
    what = _LEARNS_FROM_SCORES[kind]
    if kind == "CalibratedClassifierCV":
        what += (" (an isotonic calibrator stores their class shares per score)"
                 if getattr(owner, "method", None) == "isotonic" else
                 " (a sigmoid calibrator fits two numbers to them)")
    warnings.warn(
        f"{kind} is {what}, without noise: the {_KEPT[kind]} is not differentially "
        f"private for those records.  {_INSTEAD[kind]}",
        NonPrivateStepWarning, stacklevel=user_stacklevel())


#: scikit-learn's wrappers whose fit learns from a fitted model's scores on the records given it
#: (:func:`_warn_calibrated_on_records`): what each does, what it keeps, what to do instead
_LEARNS_FROM_SCORES = {
    "CalibratedClassifierCV": "fitting its calibrator on the records it is given, from their "
                              "labels and this model's scores",
    "TunedThresholdClassifierCV": "choosing its decision threshold on the records it is given, "
                                  "from their labels and this model's scores",
    "StackingClassifier": "fitting its final estimator on the records it is given, from their "
                          "labels and this model's predictions (and fitting its members that "
                          "are neither frozen nor dpforest models on the records themselves)",
}
_KEPT = {"CalibratedClassifierCV": "calibrated model",
         "TunedThresholdClassifierCV": "threshold it keeps (one of those records' scores)",
         "StackingClassifier": "stacked model"}
_INSTEAD = {
    "CalibratedClassifierCV": "Calibrate on records you may release that way, or keep the "
                              "model's own probabilities.",
    "TunedThresholdClassifierCV": "Choose the threshold on records you may release that way, "
                                  "or from the private tools: dpforest.evaluation.private_roc "
                                  "(its noisy curve) or private_confusion_matrix(..., "
                                  "threshold=...), each charged to a budget.",
    "StackingClassifier": "Fit the stack on records you may release that way, or combine "
                          "private models by averaging their predict_proba (free "
                          "post-processing), booking their epsilons in one "
                          "dpforest.PrivacyBudget.",
}


#: the schema's refusals of X's columns (kinds of its layout problems) that a pipeline step in
#: front can cause: a one-hot encoder or a selector adds or drops columns
_COLUMN_LAYOUT_KINDS = ("a different number of columns", "missing column",
                        "columns not in the schema")


def _front_step_names(est) -> list[str]:
    """The quoted names of the pipeline steps in front of ``est`` (the caller's own names)."""
    return [f"{name!r}" for name, _ in _steps_in_front(est)[1]]


def _out_of_steps(names: list[str]) -> str:
    """How a refusal behind pipeline steps begins: 'X comes out of the pipeline's step(s) ...'."""
    return f"X comes out of the pipeline's step{'s' * (len(names) > 1)} {', '.join(names)}"


def _raise_width_behind_steps(est, e: SchemaError) -> None:
    """Raise ``e`` (the schema's refusal of X's columns: their number, a schema column X lacks,
    columns the schema does not declare) led by the pipeline steps in front of ``est`` that
    made X, where there are any: a ColumnTransformer's one-hot encoder adds columns no schema
    declares, as an array or a frame.  Names the steps (the caller's own names) and the
    refusal's kind only."""
    if not any(kind in _COLUMN_LAYOUT_KINDS for _, kind in getattr(e, "problems", ())):
        return
    front = _front_step_names(est)
    if not front:
        return
    raise _keeping_problems(SchemaError(
        f"{_out_of_steps(front)} with other columns than the schema declares: a step that adds "
        f"or drops columns (a one-hot encoder, pd.get_dummies, a selector) cannot stand in front of a dpforest "
        f"estimator, which reads the raw columns itself (categorical ones included: declare "
        f"their categories in the schema); fit it on the raw columns, or behind steps that keep "
        f"them (or give the pipeline the columns the schema declares).  What the schema "
        f"refused: {e}"), e) from None


def _steps_in_front(est, max_frames: int = 60) -> tuple[object, list[tuple[str, object]]]:
    """(the outermost scikit-learn ``Pipeline`` up the call stack that fits ``est``, the
    (name, step) pairs in front of it, outer pipelines' first), or (None, []).

    ``est`` need not be a step itself: a step may be a nested ``Pipeline`` holding it, or a
    wrapper such as ``FixedThresholdClassifier`` that fits a clone of it.  Every object whose
    method is on the stack between the pipeline and ``est``'s ``fit`` (the inner pipeline, the
    wrapper) stands for ``est``, so the step that is one of them is the one ``est`` is fitted
    under; the steps in front of it, at every level of nesting, fed it their output.  Reads the
    call stack and the steps' types only."""
    chain, outer, front, seen = [est], None, [], set()
    for f in _frames_above_fit(max_frames):
        own = f.f_locals.get("self")
        if type(own).__name__ == "Pipeline" and type(own).__module__.startswith("sklearn.") \
                and id(own) not in seen:
            # once per pipeline: its fit and its _fit (a forest in a non-final step) are both
            # on the stack
            seen.add(id(own))
            steps = list(getattr(own, "steps", ()))
            at = next((i for i, (_, s) in enumerate(steps) if any(s is c for c in chain)), None)
            if at is not None:
                outer = own
                front = steps[:at] + front          # the outer pipeline's steps ran first
        if own is not None and not any(own is c for c in chain):
            chain.append(own)
    return outer, front


def _private_selector(step) -> str | None:
    """The dpforest estimator's class name where ``step`` is a scikit-learn feature selector
    (``SelectFromModel``, ``RFE``, ``RFECV``, ``SequentialFeatureSelector``) around one, else
    None: what it learns is read from a released DP model, so it is private, but at that
    model's ε, spent again on the same records."""
    inner = getattr(step, "estimator", None)
    if type(step).__module__.startswith("sklearn.feature_selection") and \
            type(inner).__module__.startswith("dpforest."):
        return type(inner).__name__
    return None


def _learning_steps_in_front(est, max_frames: int = 60) -> tuple[object, list[str], list[str]]:
    """(the outermost ``Pipeline`` fitting ``est``, the names of the steps in front of it that
    learn from the records without noise, the names of those that learn through a dpforest
    model of their own: :func:`_steps_in_front`, :func:`_private_selector`), or (None, [], [])."""
    outer, front = _steps_in_front(est, max_frames)
    return (outer, *_front_notices(front))


def _front_notices(front) -> tuple[list[str], list[str]]:
    """(the steps of ``front`` -- (name, step) pairs in front of a model -- that learn from the
    records without noise, those that learn through a dpforest model of their own), as the
    pipeline notices name them."""
    plain = [_learning_step_text(name, s) for name, s in front
             if _learns(s) and _private_selector(s) is None]
    private = [f"{name!r} ({type(s).__name__} of {_private_selector(s)})" for name, s in front
               if _private_selector(s) is not None]
    return plain, private


def _say_private_steps_in_front(est, private: list[str]) -> None:
    """The notice of a fit behind pipeline steps that fit DP models of their own (feature
    selectors around a dpforest model): their epsilons add up on every record."""
    warnings.warn(
        f"{type(est).__name__} is fitted in a Pipeline behind step"
        f"{'s' * (len(private) > 1)} {', '.join(private)} that fit"
        f"{'s' * (len(private) == 1)} a DP model of its own on the same records: what "
        f"it selects is private, but the pipeline spends that model's epsilon and this "
        f"one's on every record (sequential composition), while each ledger shows only "
        f"its own.  The selection is made during this fit, and {type(est).__name__}'s "
        f"schema must declare exactly the columns it keeps: the fit is refused "
        f"otherwise.  Fit the selector on its own first, read its get_support(), and "
        f"declare those columns' schema (SelectFromModel(fitted, prefit=True) in front "
        f"then reads no record).", RepeatedFitWarning, stacklevel=user_stacklevel())


def _say_learning_steps_in_front(est, learning: list[str]) -> None:
    """The notice of a fit behind pipeline steps that learn from the records without noise
    (said by the fit, or at the clone where a tool fits the pipeline in worker processes:
    :func:`_tell_at_clone`)."""
    warnings.warn(
        f"{type(est).__name__} is fitted in a Pipeline behind step"
        f"{'s' * (len(learning) > 1)} {', '.join(learning)} that "
        f"learn{'s' * (len(learning) == 1)} from the same records: what they learned "
        f"(means, scales, medians, categories, bin edges) is kept in the fitted pipeline "
        f"without noise, and a step that makes its columns from the values it meets "
        f"(pd.get_dummies) keeps nothing, but whether the fit accepts those columns "
        f"tells which values occur -- both outside the ledger, so the pipeline is not "
        f"epsilon-DP. dpforest "
        f"takes mixed columns and missing values as they are (declare bounds, categories "
        f"and allow_missing in the schema); keep only steps that learn nothing, such as "
        f"a FunctionTransformer of a public mapping (a public fill: FunctionTransformer(pd.DataFrame."
        f"fillna, kw_args={{'value': {{column: value}}}}), which pickles with the "
        f"pipeline where a lambda does not); a SimpleImputer learns from the records even "
        f"with strategy='constant': which columns are all missing, the data's dtype)"
        + _CLIPPED_UNITS_NOTE * _clips_out_of_bounds(est.schema),
        NonPrivateStepWarning, stacklevel=user_stacklevel())


def _column_transformer_in_front(est, max_frames: int = 60) -> str | None:
    """The name of the last ``ColumnTransformer`` step in front of ``est`` in a pipeline up the
    call stack, or None: its output puts the transformers' columns first and the remainder
    last, so an array from it (no column names) is read by position in another order than the
    frame it came from.  Reads the call stack and the steps' types only."""
    _, front = _steps_in_front(est, max_frames)
    names = [name for name, s in front if type(s).__name__ == "ColumnTransformer"]
    return names[-1] if names else None


#: the pipelines (or the searches refitting clones of one) already warned about
_WARNED_PIPELINES: "weakref.WeakSet" = weakref.WeakSet()
#: the estimators already told that a second fit is a second release
_WARNED_REFITS: "weakref.WeakSet" = weakref.WeakSet()
#: models whose score was given their own training objects, said once each
_WARNED_TRAINING_SCORES: "weakref.WeakSet" = weakref.WeakSet()
#: from this epsilon on, a fit (and ``dpforest fit``) says the guarantee is weak (e^10 > 22,000)
WEAK_EPSILON = 10.0
#: the runs (searches, cross-validations) already told that one of their fits is constant
_WARNED_CONSTANT_RUNS: "weakref.WeakSet" = weakref.WeakSet()


#: scikit-learn modules whose tools fit an estimator several times on overlapping records
#: (``Pipeline`` fits once and is not among them)
_REPEATED_FIT_MODULES = ("sklearn.model_selection", "sklearn.calibration", "sklearn.multiclass",
                         "sklearn.multioutput", "sklearn.ensemble", "sklearn.feature_selection",
                         "sklearn.semi_supervised")
#: wrappers in those modules that fit their estimator once, on the records they are given
_SINGLE_FIT_WRAPPERS = ("FixedThresholdClassifier", "SelectFromModel")


def _fitted_model_refit_by_wrapper(est, max_frames: int = 40) -> tuple[str, str] | None:
    """(the fitted model's class name, the call to write instead) where ``est`` is a clone that
    a single-fit wrapper (``FixedThresholdClassifier``, ``SelectFromModel``) fits while holding
    an already fitted dpforest model, else None.  scikit-learn's wrappers clone their
    ``estimator`` and fit the clone: a second release about the records, and the wrapper then
    predicts with the clone, not the model that was fitted and published.  Reads the call stack
    and public attributes only."""
    for f in _frames_above_fit(max_frames):
        own = f.f_locals.get("self")
        kind = type(own).__name__
        if kind not in _SINGLE_FIT_WRAPPERS or not type(own).__module__.startswith("sklearn."):
            continue
        inner = getattr(own, "estimator", None)
        if inner is est or not hasattr(inner, "ledger_") or \
                not type(inner).__module__.startswith("dpforest."):
            return None
        if kind == "SelectFromModel":
            return type(inner).__name__, "SelectFromModel(model, prefit=True)"
        return (type(inner).__name__,
                f"{kind}(FrozenEstimator(model), ...) (sklearn.frozen.FrozenEstimator)")
    return None


def _repeated_fit_caller(max_frames: int = 40) -> tuple[str, object, bool, object, str, str] | None:
    """(the scikit-learn module up the call stack that fits estimators repeatedly, the object
    that stands for that run: the outermost such frame's ``self`` -- a ``GridSearchCV`` -- or
    the ``estimator`` handed to a function such as ``cross_val_score``, whether that frame is
    a private helper such as ``_fit_and_score``, the outermost joblib ``Parallel`` up the
    stack or None, and a cross-validation function's count of fits per record from its
    arguments, :func:`_function_spend`, and where such tools are nested, :func:`_nested_spend`'s
    note), or None.  Reads the call stack only, never the data.

    The outermost frame is a private helper when the public caller is not on this thread's
    stack: the fit runs in a parallel worker (a joblib thread or process), on a clone made for
    it, so the object found stands for one fit, not for the run.  The ``Parallel`` tells one
    call from the next: scikit-learn makes a new one per ``cross_val_score`` call and per
    search ``fit``, while the estimator handed to ``cross_val_score`` may be the same object
    every time."""
    from joblib import Parallel

    found = call = None
    # the tools up the stack (innermost first, :func:`_fit_layer`), and the Parallel each
    # runs its fits under: the last one met below its first frame, so that a tool inside
    # another is told apart from the outer tool's own run (a search's refit runs outside the
    # search's Parallel, the inner tool's Parallel then being the only one)
    layers: dict = {}
    pending = own_call = None
    for f in _frames_above_fit(max_frames):
        name = str(f.f_globals.get("__name__", ""))
        owner = f.f_locals.get("self")
        if isinstance(owner, Parallel):
            call = pending = owner
        if name.startswith(_REPEATED_FIT_MODULES) and \
                type(owner).__name__ not in _SINGLE_FIT_WRAPPERS:
            found = (name, f)
            # a generator expression (a search's ``clone(...) for ...``) runs inside the
            # Parallel that consumes it, further out than its own frame: its tool is the
            # frame that built it, whose Parallel is met first (taken here, the search's
            # clones in worker runs found no Parallel and were not told of: a walkthrough)
            layer = None if f.f_code.co_name == "<genexpr>" else _fit_layer(owner, f)
            if layer is not None and layer[0] not in layers:
                layers[layer[0]] = layer[1]
                own_call, pending = pending, None
    if found is None:
        return None
    if layers:
        call = own_call              # the outermost tool's own Parallel, None in its refit
    name, frame = found
    local = frame.f_locals
    run = local.get("self", local.get("estimator"))
    if type(run).__name__ in ("StackingClassifier", "StackingRegressor"):
        # one fit of a stack runs two Parallels (members on all records, then their folds):
        # one run, warned once per stack object
        call = None
    worker = frame.f_code.co_name.startswith("_")
    spend = "" if worker else _function_spend(frame.f_code.co_name, local)
    nested = _nested_spend(list(layers.values())) if len(layers) > 1 else ""
    del frame, local
    return name, run, worker, call, spend, nested


def _fit_layer(owner, frame) -> tuple | None:
    """(a key, a name) for a frame of a tool that fits estimators repeatedly: the estimator
    object whose method it is (a GridSearchCV, a CalibratedClassifierCV), or a public
    cross-validation function (cross_val_score) called from outside scikit-learn; None for
    the tools' private helpers and for such a function called by a tool itself
    (``CalibratedClassifierCV(ensemble=False)`` runs cross_val_predict, cross_val_score runs
    cross_validate), which belong to the tool around them."""
    if owner is not None and hasattr(owner, "get_params"):
        return id(owner), type(owner).__name__
    function = frame.f_code.co_name
    if function not in _PER_FOLD:
        return None
    # its caller, past scikit-learn's parameter-validation decorator (which wraps the public
    # functions)
    modules = (str(f.f_globals.get("__name__", "")) for f in frames_from(frame.f_back, 8))
    caller = next((m for m in modules if not m.startswith("sklearn.utils._param_validation")),
                  None)
    if caller is not None and not caller.startswith("sklearn."):
        return ("function", id(frame)), function
    return None


def _nested_spend(layers: list) -> str:
    """The note for a fit inside two or more such tools (innermost first, as the stack is
    walked): each layer refits what it holds once per fold or candidate, so their counts
    multiply and the figures of the outermost alone are a lower bound.  From the call stack
    only."""
    return (f" (this fit runs inside {' inside '.join(layers)}: the layers' fits "
            f"multiply, so a record is in more fits than the outermost one's figure counts)")


#: scikit-learn's cross-validation functions: how many fits a record is in, per training fold
#: (one per fold a record trains in: k - 1 of k), from the call's own public arguments
_PER_FOLD = {
    "cross_val_score": lambda a: (1, ""), "cross_validate": lambda a: (1, ""),
    "cross_val_predict": lambda a: (1, ""),
    "learning_curve": lambda a: (len(a.get("train_sizes", (0.1, 0.325, 0.55, 0.775, 1.0))),
                                 "training sizes"),
    "validation_curve": lambda a: (len(a["param_range"]), "parameter values"),
    "permutation_test_score": lambda a: (int(a.get("n_permutations", 100)) + 1,
                                         f"runs ({int(a.get('n_permutations', 100))} label "
                                         f"permutations and the unpermuted one)"),
}


def _voting_members(run) -> list | None:
    """(name, epsilon) of each member of a scikit-learn VotingClassifier (epsilon None for a
    member without one; 'drop' left out), or None when ``run`` is no such vote.  Public
    settings only."""
    from sklearn.ensemble import VotingClassifier

    if not isinstance(run, VotingClassifier):
        return None
    from sklearn.pipeline import Pipeline

    out = []
    for name, est in run.estimators:
        if isinstance(est, str):                    # 'drop'
            continue
        if isinstance(est, Pipeline):               # the final step spends (a learning front
            est = est.steps[-1][1]                  # step is warned about on its own)
        eps = getattr(est, "epsilon", None)
        if not isinstance(eps, numbers.Real) or isinstance(eps, bool):
            out.append((name, None))
            continue
        # what the member will compose: a paper's own accounting can spend more than epsilon
        recipe = getattr(est, "_recipe_epsilon", None)
        try:
            out.append((name, float(recipe(float(eps))) if callable(recipe) else float(eps)))
        except Exception:                          # settings its own fit will refuse
            out.append((name, float(eps)))
    return out


def run_tool(caller: tuple) -> str:
    """The public module of the scikit-learn tool :func:`_repeated_fit_caller` found
    (``sklearn.model_selection``), the name a ledger's ``fitted_in`` keeps."""
    return caller[0].rsplit("._", 1)[0]


def _selector_on_stack(max_frames: int = 40) -> object | None:
    """The ``PrivateModelSelector`` whose ``fit`` is up the call stack (fitting this estimator
    as one of its candidates), or None.  Reads the call stack only."""
    for f in _frames_above_fit(max_frames):
        owner = f.f_locals.get("self")
        if type(owner).__name__ == "PrivateModelSelector" and \
                type(owner).__module__.startswith("dpforest."):
            return owner
    return None


def _training_fits(cv) -> tuple[int, str] | None:
    """(how many of a splitter's training sets one record can be in, how to say it) for a
    ``cv`` argument, from its public settings, or None where they do not say (a splitter that
    needs the data to count its splits).  A k-fold splitter (``KFold``, ``StratifiedKFold``,
    ``GroupKFold``, ``StratifiedGroupKFold``) puts each record in k − 1 training folds, and
    ``n_repeats`` of them in n_repeats·(k − 1); any other (``ShuffleSplit``, ``TimeSeriesSplit``,
    a list of index pairs) may put a record in every training set: ``n_splits`` is the bound."""
    from sklearn.model_selection import (GroupKFold, KFold, RepeatedKFold,
                                         RepeatedStratifiedKFold, StratifiedGroupKFold,
                                         StratifiedKFold, check_cv)

    try:
        splitter = check_cv(cv)
        splits = splitter.get_n_splits()
    except Exception:               # noqa: BLE001  a splitter that needs X / groups, odd settings
        return None
    if not isinstance(splits, numbers.Integral) or splits < 1:
        return None
    if isinstance(splitter, (KFold, StratifiedKFold, GroupKFold, StratifiedGroupKFold)):
        if splits < 2:
            return None
        k = splits - 1
        return k, f"{k} training fold{'s' * (k != 1)}"
    if isinstance(splitter, (RepeatedKFold, RepeatedStratifiedKFold)):
        repeats = int(splitter.n_repeats)
        k = repeats * (splits // repeats - 1)
        return k, f"{repeats} repeats x {splits // repeats - 1} training folds"
    kind = ("a list of splits" if type(splitter).__name__ == "_CVIterableWrapper"
            else type(splitter).__name__)
    return int(splits), f"up to {int(splits)} training sets ({kind}: they can share a record)"


def _function_spend(function: str, args: dict) -> str:
    """For a call of a cross-validation function (``cross_val_score(est, X, y, cv=5)``, a
    ``learning_curve``...): how many times ε a record gets in it, from the call's ``cv`` and
    its own settings (``" (this call: 3 training sizes x 4 training folds = 12 x epsilon)"``),
    or ``""`` where that is not known from them (a splitter that needs the data, another
    tool).  Reads the call's arguments, never the data."""
    if function not in _PER_FOLD:
        return ""
    try:
        per, what = _PER_FOLD[function](args)
    except Exception:               # noqa: BLE001  odd settings
        return ""
    fits = _training_fits(args.get("cv"))
    if fits is None:
        return ""
    k, said = fits
    name = str(args.get("param_name", "")) if function == "validation_curve" else ""
    if name == "epsilon" or name.endswith("__epsilon"):
        # each value is its own epsilon, not a multiple of one: the record pays their sum
        try:
            spent = math.fsum(float(v) for v in args["param_range"])
        except (TypeError, ValueError):         # an 'auto' or None among them
            return ""
        return (f" (this call varies epsilon: {per} {what} summing to {spent:g} x {said} = "
                f"{_upto(said)}{spent * k:g}; and epsilon is the privacy guarantee, chosen "
                f"before the data are seen, not a setting to tune: a comparison of accuracies "
                f"always favours the largest)")
    lead = f"{per} {what} x " if what else ""
    return f" (this call: {lead}{said} = {_upto(said)}{per * k} x epsilon)"


def _upto(said: str) -> str:
    """"up to " where the count of training sets is a bound, not an exact count."""
    return "up to " if said.startswith("up to") else ""


def refuse_bootstrap_resampling(est, sample_weight=None, max_frames: int = 40) -> None:
    """Refuse a fit called by scikit-learn's bagging with ``bootstrap=True``, which draws the
    records *with replacement*: a record drawn k times is k records to the member, whose every
    count it then moves by k, so its ε is multiplied by k (about one record in five is drawn
    twice or more).  With metadata routing off, scikit-learn passes the draw as ``sample_weight``
    (refused as weights); with routing on, it indexes the rows instead, and only this check sees
    it.  With ``bootstrap=False`` and routing off, its subsample arrives as 0 / 1 weights, which
    the weight check would refuse as if the user had passed them: said here instead.  Reads the
    call stack and the bagging's public settings only."""
    for f in _frames_above_fit(max_frames):
        owner = f.f_locals.get("self")
        if f.f_code.co_name == "_parallel_build_estimators" and \
                str(f.f_globals.get("__name__", "")).startswith("sklearn.ensemble"):
            # with n_jobs > 1 the members are fitted in joblib workers, whose stack holds this
            # helper (with the bagging as its ``ensemble``) but not the bagging's own fit
            owner = f.f_locals.get("ensemble", owner)
        kind = type(owner)
        if kind.__name__ in ("BaggingClassifier", "BaggingRegressor") and \
                kind.__module__.startswith("sklearn.") and getattr(owner, "bootstrap", False):
            raise ValueError(
                f"{type(est).__name__} cannot be a member of {kind.__name__}(bootstrap=True): "
                f"bootstrap draws the records with replacement, and a record drawn k times "
                f"counts k times in every noisy count, which multiplies the epsilon it gets by "
                f"k (the ledger, which counts rows, would not show it). Use "
                f"{kind.__name__}(bootstrap=False, max_samples=...) for members on subsets "
                f"drawn without replacement (each member's fit still spends epsilon on the "
                f"records it sees), or the forest's own n_estimators, whose trees share the "
                f"budget inside one ledger.")
        if kind.__name__ in ("BaggingClassifier", "BaggingRegressor") and \
                kind.__module__.startswith("sklearn.") and sample_weight is not None and \
                not np.all(np.asarray(sample_weight, dtype=float) == 1.0):
            from sklearn import get_config

            # with routing on, the bagging draws its subsample as rows and forwards the weights
            # the caller passed (and the member requested): the advice to turn routing on would
            # send the user to what is already done
            remedy = (f"Leave the member's sample_weight unrequested (no set_fit_request("
                      f"sample_weight=True)): with metadata routing on, {kind.__name__}"
                      f"(bootstrap=False) then passes the subsample's rows instead of weights."
                      if get_config().get("enable_metadata_routing") else
                      f"Turn on scikit-learn's metadata routing (sklearn.set_config("
                      f"enable_metadata_routing=True)), with which {kind.__name__}"
                      f"(bootstrap=False) passes the subsample's rows instead.")
            raise ValueError(
                f"{kind.__name__} hands {type(est).__name__} sample_weight other than 1 "
                f"(with routing off, its subsample as 0 for the records left out), and dpforest "
                f"accepts no weights other than 1. {remedy}")


#: scikit-learn meta-estimators that fit their members on re-encoded labels, and how
_ENCODED = ("the labels re-encoded as 0..C-1 (C = the classes in y, in sorted order): a "
            "member's schema declares classes [0, 1, ..., C-1]")
_BINARY = "0/1 labels ({}): a member's schema declares classes [0, 1]"
_RELABELLING = {
    "VotingClassifier": _ENCODED,
    "BaggingClassifier": _ENCODED,
    "StackingClassifier": _ENCODED,
    "OneVsRestClassifier": _BINARY.format("one class against the rest"),
    "OneVsOneClassifier": _BINARY.format("one class against another"),
    "OutputCodeClassifier": _BINARY.format("one bit of a class's code"),
    # a function, not a meta-estimator: found by its frame (_relabelling_caller)
    "cross_val_predict": (
        "the labels re-encoded as 0..C-1 when method is 'predict_proba', 'predict_log_proba' or "
        "'decision_function' (C = the classes in y, in sorted order; CalibratedClassifierCV with "
        "ensemble=False calls it so): a member's schema declares classes [0, 1, ..., C-1], e.g. "
        "fit on pd.Categorical(y, categories=classes).codes with classes=list(range(C))"),
}


def _relabelling_caller(max_frames: int = 40) -> str | None:
    """The name of a scikit-learn meta-estimator (or ``cross_val_predict``) up the call stack
    that hands its members re-encoded labels (:data:`_RELABELLING`), or None.  Reads the call
    stack only."""
    for f in _frames_above_fit(max_frames):
        owner = type(f.f_locals.get("self"))
        if owner.__name__ in _RELABELLING and owner.__module__.startswith("sklearn."):
            return owner.__name__
        if f.f_code.co_name == "cross_val_predict" and \
                str(f.f_globals.get("__name__", "")).startswith("sklearn.") and f.f_locals.get("encode"):
            return "cross_val_predict"
    return None


def checked_labels(est, X, y, schema):
    """y after ``est``'s check of the labels against ``schema``, as ``fit`` makes it before
    opening its door: a refusal of the labels names X's refused values too, in the same
    message (its columns first, as the command line lists them: fixing the labels alone would
    only lead to the next refusal).  Reads no count and opens no door."""
    refused = None
    try:
        y = est._check_labels(y, schema)
    except SchemaError as e:
        refused = e
    if refused is not None and not is_dask_collection(X):
        with_x = None
        try:
            schema.encode(X)
        except SchemaError as e:
            # out-of-domain values keep their type beside bad labels (conform cannot fix both)
            with_x = _keeping_problems(
                OutOfDomainError(f"{e}\n{refused}", conformable=False)
                if isinstance(e, OutOfDomainError) else SchemaError(f"{e}\n{refused}"), e)
        refused = with_x or refused
    if refused is not None:
        raise explained_relabelling(refused)
    return y


def explained_relabelling(refused: Exception) -> Exception:
    """``refused`` (a refusal of the labels, before any record was read), extended with why
    when a scikit-learn meta-estimator up the call stack re-encoded them (the labels the user
    passed may be right: the meta-estimator changed them; its epsilon warning came before this
    refusal, which read no record's count); ``refused`` itself otherwise."""
    meta = _relabelling_caller(max_frames=60)
    if meta is None:
        return refused
    return _keeping_problems(
        SchemaError(f"{refused}\n{meta} fits each member on {_RELABELLING[meta]}.  This "
                    f"fit was refused before reading any record, so it spent nothing"),
        refused)


def _member_fits(run) -> str | None:
    """For a scikit-learn meta-estimator that fits its members on the same records without a
    search (``OneVsRestClassifier``, ``OneVsOneClassifier``, ``OutputCodeClassifier``,
    ``StackingClassifier``): what it fits and how many times ε each record gets, from its
    public settings (None for other runs).  The number of classes is not said: the members'
    labels are re-encoded, so only the wrapper's y holds it."""
    name = type(run).__name__
    if not type(run).__module__.startswith("sklearn."):
        return None
    if name == "OneVsRestClassifier":
        return ("fits one member per class, each on every record (that class against the "
                "rest), so each record gets (number of classes) x epsilon (with two classes, "
                "scikit-learn fits one member: 1 x epsilon)")
    if name == "OneVsOneClassifier":
        return ("fits one member per pair of classes, each on the records of its two classes, "
                "so each record gets (number of classes - 1) x epsilon")
    if name == "OutputCodeClassifier":
        return (f"fits one member per bit of its class codes (code_size={run.code_size:g} x the "
                f"number of classes, rounded down), each on every record, so each record gets "
                f"that many x epsilon")
    if name == "StackingClassifier":
        cv = run.cv
        # counted only from settings that can be read without using them up: an iterator of
        # splits is the stack's to consume (check_cv on it here left the stack none)
        readable = cv is None or isinstance(cv, (numbers.Integral, list, tuple)) or \
            hasattr(cv, "get_n_splits")
        fits = _training_fits(cv) if readable and not isinstance(cv, str) else None
        times = ("" if fits is None else
                 f" ({fits[1]} + the fit on all records = {_upto(fits[1])}{fits[0] + 1} x epsilon)")
        return (f"fits each member on every record and again on the training folds of cv{times}, "
                f"and fits its final_estimator on the members' out-of-fold predictions and the "
                f"true labels, exactly: unless that estimator is differentially private too, "
                f"the stack is not, whatever the members' epsilon")
    return None


def _tuner_spend(run) -> str | None:
    """For a ``TunedThresholdClassifierCV`` or ``CalibratedClassifierCV`` run: how many times ε
    each record gets, from its public ``cv`` / ``refit`` / ``ensemble`` settings (None for other
    runs; ``""`` where its settings do not say, a splitter that needs the data)."""
    name = type(run).__name__
    if name not in ("TunedThresholdClassifierCV", "CalibratedClassifierCV") or \
            not type(run).__module__.startswith("sklearn."):
        return None
    cv = run.cv
    if isinstance(cv, str) or (isinstance(cv, numbers.Real) and not isinstance(cv, numbers.Integral)):
        return ""                 # 'prefit', or one train/test split of a share
    fits = _training_fits(cv)
    if fits is None:
        return ""
    k, said = fits
    # members fitted on the training folds, then (the tuner's refit, a calibrator without
    # ensemble) one more fit on all the records
    if name == "TunedThresholdClassifierCV":
        refit = bool(getattr(run, "refit", True))
    else:                             # ensemble=False: cross_val_predict, then a fit on all
        refit = getattr(run, "ensemble", True) is False
    return (f" (this call: {said}{' + the fit on all records' if refit else ''} = "
            f"{_upto(said)}{k + int(refit)} x epsilon)")


def _search_spend(run) -> str:
    """For a ``GridSearchCV`` / ``RandomizedSearchCV`` run (not in a parallel worker): how many
    times ε each record gets in it, from the search's own public settings -- its candidates,
    ``cv`` and ``refit`` (``" (this search: 6 candidates x 2 training folds + the refit = 13 x
    epsilon)"``), or ``""`` where that is not known from them (other tools, a splitter that
    needs the data to count its folds).  Where ε itself is searched (a parameter named
    ``epsilon``, or ``<step>__epsilon`` in a pipeline), a grid gives its candidates' sum and a
    random search says the count does not apply."""
    tuned = _tuner_spend(run)
    if tuned is not None:
        return tuned
    try:
        from sklearn.model_selection import GridSearchCV, ParameterGrid, RandomizedSearchCV

        if isinstance(run, GridSearchCV):
            candidates = list(ParameterGrid(run.param_grid))
            k = len(candidates)
            grids = run.param_grid if isinstance(run.param_grid, (list, tuple)) else [run.param_grid]
        elif isinstance(run, RandomizedSearchCV) and isinstance(run.n_iter, numbers.Integral):
            k, candidates = int(run.n_iter), None
            grids = (run.param_distributions if isinstance(run.param_distributions, (list, tuple))
                     else [run.param_distributions])
        else:
            return ""
        searched = [key for g in grids for key in g
                    if key == "epsilon" or str(key).endswith("__epsilon")]
    except Exception:                # odd settings
        return ""
    fits = _training_fits(run.cv)
    if fits is None:
        return ""
    folds, said = fits
    up = _upto(said)
    refit = run.refit is not False
    if searched:
        if candidates is None:
            return (f" (this search draws epsilon itself, so each record pays the sum of the "
                    f"{k} drawn candidates' epsilon x {said}"
                    f"{', plus the refit' if refit else ''})")
        try:
            base = run.estimator.get_params()
            # a candidate's epsilon: its own setting, else the estimator's (a list of grids
            # where only some vary it)
            each = [float(next((c[key] for key in searched if key in c), base.get(searched[0])))
                    for c in candidates]
        except (TypeError, ValueError):     # an 'auto' or None epsilon among them
            return ""
        spent, top = sum(each), max(each)
        return (f" (this search varies epsilon: {k} candidate{'s' * (k != 1)} summing to "
                f"{spent:g} x {said} = {up}{spent * folds:g}"
                f"{f' + the refit (up to {top:g})' if refit else ''}; and epsilon is the "
                f"privacy guarantee, chosen before the data are seen, not a setting to tune: "
                f"a comparison of accuracies always favours the largest)")
    total = k * folds + refit
    return (f" (this search: {k} candidate{'s' * (k != 1)} x {said}"
            f"{' + the refit' if refit else ''} = {up}{total} x epsilon)")


#: the runs (searches, or estimators handed to cross_val_score and the like) already warned
#: about.  Python's "once per calling line" cannot do it: scikit-learn runs each fit inside
#: catch_warnings(), which resets that record for every fit.
_WARNED_RUNS: "weakref.WeakSet" = weakref.WeakSet()
#: per warning kind: run object -> the joblib Parallel it was last seen under (a new one is a
#: new call of the same tool with the same object)
_RUN_CALLS: "dict[str, weakref.WeakKeyDictionary]" = {}


#: in a parallel worker (scikit-learn's n_jobs), the run object is a fresh clone per fit: there
#: a (calling module, estimator class) pair warns once per this many seconds instead
WORKER_WARNING_SECONDS = 60.0
_WORKER_WARNED: dict[tuple, float] = {}


def _first_warning_of_run(caller: tuple, est, kind: str = "refit",
                          seen: "weakref.WeakSet | None" = None) -> bool:
    """True the first time a run is seen for warnings of ``kind``: the search object (or the
    estimator handed to cross_val_score and the like) while fits run one after another, and
    again when that object comes back under a new joblib ``Parallel`` (a second
    ``cross_val_score`` of the same estimator, a second ``fit`` of the same search); in a
    parallel worker, where that object is a clone per fit, the first fit of its (module, class)
    in :data:`WORKER_WARNING_SECONDS`.  Objects that cannot be tracked weakly warn every time."""
    import time

    module, run, worker, call = caller[:4]
    seen = _WARNED_RUNS if seen is None else seen
    if worker:
        key, now = (kind, module, type(est).__name__), time.monotonic()
        if now - _WORKER_WARNED.get(key, -math.inf) < WORKER_WARNING_SECONDS:
            return False
        _WORKER_WARNED[key] = now
        return True
    first = _first_sight(seen, run)
    if call is None:                  # a search's refit runs outside its Parallel: same run
        return first
    calls = _RUN_CALLS.setdefault(kind, weakref.WeakKeyDictionary())
    try:
        before = calls.get(run)
        calls[run] = weakref.ref(call)
    except TypeError:                 # not weakly trackable: _first_sight said True already
        return first
    return first or (before is not None and before() is not call)


def _first_sight(seen: "weakref.WeakSet", obj) -> bool:
    """True the first time ``obj`` is seen (then recorded); objects that cannot be tracked
    weakly (None, a builtin) count as new every time."""
    try:
        if obj in seen:
            return False
        seen.add(obj)
    except TypeError:
        pass
    return True


#: pandas' inferred kinds of an object column that hold no complex number (the labels' scan
#: for one is skipped: a column of text labels is read at C speed)
_NO_COMPLEX_KINDS = ("string", "bytes", "integer", "floating", "boolean", "empty", "decimal",
                     "mixed-integer-float")

def label_proba_words(n_classes: int, n_trees: int) -> str:
    """What ``predict_proba`` of a forest of label leaves gives (its LabelProbabilityWarning,
    and ``dpforest show``'s note): one tree gives every record of a leaf the same
    probabilities, several a vote share."""
    C = n_classes
    return (f"predict_proba gives {C + 1}/{2 * C} to each leaf's class, so it ranks records by "
            f"predicted class alone" if n_trees <= 1 else
            f"predict_proba is the share of its {n_trees} trees' votes ({C + 1}/{2 * C} to "
            f"each leaf's class, averaged), so it ranks records by how many trees name a "
            f"class, not by how sure any leaf is")


def proba_column_names(classes) -> list[str]:
    """Names for one probability column a class: ``proba_<class>`` (the command line's
    ``--proba`` columns, :func:`~dpforest.dask_data.predict_partitions`' frame), text as
    parquet requires; where two classes print alike (1 and "1", True and "True") each of
    those is named by its repr instead (``proba_1``, ``proba_'1'``), so no two columns share
    a name.  From the declared classes only."""
    plain = [f"proba_{c}" for c in classes]
    clash = {n for n in plain if plain.count(n) > 1}
    return [f"proba_{c!r}" if n in clash else n for c, n in zip(classes, plain)]


#: decimals the forests' vote shares are rounded to (far below any noise in them; what it
#: removes is last-bit differences between shares that are equal in exact arithmetic)
PROBA_DECIMALS = 12

#: probe points of the constant-model check for votes of many trees (see ``_is_constant``)
CONSTANT_PROBES = 4096
#: probe points drawn where the released counts place the records (``tree.probes``): each walks
#: every tree, so fewer -- a class held by 1 % of that mass is still missed with chance 0.6 %
MASS_PROBES = 512
#: ... and only where the released counts give some other class at least this share of the
#: records (a rarer class can be predicted where it lies yet fall between the probes)
MASS_MIN_OTHER_SHARE = 0.05


#: (id of the estimator being fitted, its frame's column names or None), set at the start of
#: each fit (a context variable: each thread's fits see their own)
_FIT_COLUMNS: contextvars.ContextVar = contextvars.ContextVar("dpforest_fit_columns",
                                                             default=(None, None))


class ConstantModelWarning(DPForestWarning):
    """The fitted model predicts the same class for every possible input."""


class LabelProbabilityWarning(DPForestWarning):
    """``predict_proba`` of a model whose leaves released their class only
    (``leaf_release_ == 'label'``): its probabilities rank records by predicted class alone."""


class RareClassWarning(DPForestWarning):
    """``predict_proba`` of a default forest whose released leaf counts put a class under
    :data:`RARE_CLASS_SHARE` of the records: its splits are chosen for accuracy, which a rare
    class barely moves, so it may rank that class poorly even on many records."""


#: label-leaf probability warnings: the models already warned about
_WARNED_LABEL_PROBA: "weakref.WeakSet" = weakref.WeakSet()
#: rare-class ranking warnings: the models already looked at
_WARNED_RARE: "weakref.WeakSet" = weakref.WeakSet()
#: a class under this share of the released leaf counts is rare (RareClassWarning) ...
RARE_CLASS_SHARE = 0.05
#: ... and under this fraction of an even share (1/C), so that on many classes a class is rare
#: against its class count, not against two classes' 5 %: of 15 declared classes an even share
#: is 6.7 %, and the fixed 5 % named 8 of a walkthrough's 15 ordinary classes
RARE_CLASS_OF_EVEN = 0.5


def rare_class_share(n_classes: int) -> float:
    """The share under which a class is rare (:class:`RareClassWarning`): 5 %, or half an even
    share where that is less (from 11 classes on)."""
    return min(RARE_CLASS_SHARE, RARE_CLASS_OF_EVEN / max(int(n_classes), 1))

#: notices said at most once per this many seconds per (kind, estimator class): a
#: cross-validation or a paper's reproduction fits and scores a fresh estimator per fold or cell
NOTICE_SECONDS = 60.0
#: when each (kind, class) last gave its notice
_NOTICE_LAST: dict[tuple, float] = {}


def warnings_always(category: type) -> bool:
    """Whether the active warning filters show every ``category`` warning (the first filter
    for it, among those that do not pick by message or module, is ``'always'``: a
    ``warnings.simplefilter('always')``), so that a notice read at predict, which dpforest
    says rarely, is said each time the user asked for every one.  Notices said at fit are
    throttled to once a minute under the default filters (a search would say them once a
    fold) and said each time under ``'always'`` (:func:`once_a_minute`)."""
    for action, message, cat, module, _ in warnings.filters:
        if message is None and module is None and issubclass(category, cat):
            return action == "always"
    return False


def released_size(model):
    """(released noisy size, its noise's variance) of a fitted model, or None where it released
    no noisy size (public figures only: ``noisy_n_`` and its query's ε in the ledger)."""
    n = getattr(model, "noisy_n_", None)
    ledger = getattr(model, "ledger_", None)
    if not isinstance(n, (int, float)) or not math.isfinite(n) or ledger is None:
        return None
    frame = ledger.to_frame()
    size = frame.loc[frame["what"].astype(str).str.startswith("dataset size"), "epsilon"]
    if size.empty or not float(size.iloc[0]) > 0:
        return None
    from ..privacy.mechanisms import discrete_laplace_variance

    return float(n), float(discrete_laplace_variance(float(size.iloc[0])))


def once_a_minute(kind: str, cls: type, category: type = Warning) -> bool:
    """True (and the time noted) where the notice ``kind`` of estimator class ``cls`` was not
    given in the last :data:`NOTICE_SECONDS`, or where the user's filters ask for every
    ``category`` warning (:func:`warnings_always`: a service fitting models for several
    callers in one process, or a notebook that wants each model's notices); False where a
    :func:`~dpforest._warning_control.muted` block silences ``category`` (nothing is said, so
    no time is noted)."""
    import time

    if is_muted(category):
        return False
    # per model where several are fitted in one call (fit_per_group's groups): each says so
    key, now = (kind, cls.__module__, cls.__qualname__, about_text()), time.monotonic()
    if now - _NOTICE_LAST.get(key, -math.inf) < NOTICE_SECONDS and not warnings_always(category):
        return False
    _NOTICE_LAST[key] = now
    return True


class SparseSplitWarning(DPForestWarning):
    """The fitted tree's root splits a many-level categorical column into branches that each
    hold few records (by the released noisy size): the mark of an identifier-like code
    (a zip code, a store id) chosen on its noise."""


#: what the notice of a model whose released counts show one class alone says first (a
#: reproduction, which fits public data, leaves it out by this text)
ONE_CLASS_RELEASED = "released leaf counts show no records of any class but"
#: records·ε a class below which a model whose released counts show one class alone is said
#: to have too few records a class rather than, first, a labelling slip (the line the default's
#: SmallBudgetWarning draws)
FEW_PER_CLASS = 10.0


class IdentifierColumnWarning(DPForestWarning):
    """A categorical column declares 100 or more categories with at most 4 records each (by the
    released noisy size): the mark of an identifier (an id, a name) declared with its values,
    which no split generalises from and whose values the model file publishes."""

# rows per predict chunk: the working set (chunk × classes floats plus the chunk's codes) stays in
# cache-sized pieces however many rows are predicted
PREDICT_CHUNK = 1 << 16


def by_row_blocks(codes: np.ndarray, n_classes: int, proba_of) -> np.ndarray:
    """(n, C): ``proba_of(block)`` of each block of :data:`PREDICT_CHUNK` rows of ``codes``,
    put together, so that a prediction's temporaries stay a block's size whatever n is (a
    million rows of 200 classes held several result-sized tables at once).  For a rule that
    reads each row alone, every row's figures are the same as from one block of all rows."""
    out = np.empty((len(codes), n_classes))
    for a in range(0, len(codes), PREDICT_CHUNK):
        out[a:a + PREDICT_CHUNK] = proba_of(codes[a:a + PREDICT_CHUNK])
    return out


def _is_text_series(y) -> bool:
    """A pandas Series of strings or categories held outside numpy (Arrow strings, pandas
    string or categorical dtypes)."""
    return isinstance(y, pd.Series) and not isinstance(y.dtype, np.dtype) and (
        pd.api.types.is_string_dtype(y.dtype) or isinstance(y.dtype, pd.CategoricalDtype))


def _without_values(message: str) -> str:
    """scikit-learn's input message without the values it quotes.

    Its 1-d and scalar messages print the array ("array=[...]") and its complex-data message
    prints the whole array on the following lines; those are records.  Only the lines that
    describe the problem are kept.
    """
    # the printed array runs from "array=" to scikit-learn's advice that follows it, over as many
    # lines as it takes (its values may contain "]")
    message = re.sub(r"array=.*?(?=Reshape|\Z)", "", message, flags=re.S)
    # an array printed on lines of its own (the complex-data message) wraps onto lines that do
    # not start with "[": drop from its first line to the advice or the end
    message = re.sub(r"^\s*\[.*?(?=^\s*Reshape|\Z)", "", message, flags=re.S | re.M)
    keep = [ln for ln in message.splitlines()
            if ln.strip() and not ln.lstrip().startswith(("array=", "["))]
    text = " ".join(ln.strip() for ln in keep)
    return _without_counts(text.replace("instead: ", "instead. "))


def _without_counts(message: str) -> str:
    """``message`` with every entry of the shapes numpy and scikit-learn quote for the data as
    given ("The detected shape was (37,) + inhomogeneous part", "got an array of shape (1, 37)")
    written ``*``: any entry can be the number of records, which is private (a row vector of
    labels has it second).  (The fit's own checks of X run on a one-row stand-in, whose shapes
    say nothing.)"""
    return re.sub(r"(shape was |array of shape )\(([^)]*)\)",
                  lambda m: m.group(1) + "(" + re.sub(r"\d+", "*", m.group(2)) + ")", message)


def _frame_dtypes(X) -> list:
    """(column name, dtype) of a pandas or Dask DataFrame (Dask's are metadata: nothing is
    computed); empty for any other container."""
    if isinstance(X, pd.DataFrame) or (is_dask_collection(X) and isinstance(
            getattr(X, "dtypes", None), pd.Series)):
        # (lists first: iterating a pandas 3 column index of text costs about 2 µs a name)
        return list(zip(X.columns.tolist(), X.dtypes.tolist()))
    return []


def _dask_array_x(kind: str, fitting: bool) -> str:
    """The refusal of a Dask Array (``kind``) as X, with ways that work: its frame, else the
    array as a frame and, at fit, y cut in the same row chunks.  An array of a frame is not
    partitioned as the frame (Dask repacks a parquet read of fewer columns into fewer
    partitions), so converting X back alone left y with another partition count; and an array
    of mixed columns holds objects, which come back as text columns."""
    text = (f"a Dask X must be a Dask DataFrame with the schema's columns, got a Dask {kind}: "
            f"pass the Dask DataFrame it came from, if any (ddf itself, not ddf.values or "
            f"ddf.to_dask_array(), whose partitions Dask may repack and whose mixed columns "
            f"become text); else convert it, dask.dataframe.from_dask_array(X, columns=[...])")
    if not fitting:
        return text
    return (text + ", and cut y in X's row chunks so that their partitions pair up: "
            "y.rechunk({0: X.chunks[0]}) for a Dask Array y (a Dask Series y: "
            "y.to_dask_array() first), with both chunk sizes known (.compute_chunk_sizes())")


def _refuse_complex_columns(X, schema) -> None:
    """Refuse the first complex column of a pandas or Dask DataFrame (from its dtypes only),
    naming it if the schema declares it: a column the schema does not know is refused without
    its name, since after one-hot encoding a name can be a record's value."""
    known = set(getattr(schema, "feature_names", None) or ())
    for name, dt in _frame_dtypes(X):
        # (a numpy dtype by its kind: pandas' test costs microseconds a column)
        if dt.kind == "c" if isinstance(dt, np.dtype) else _is_complex_dtype(dt):
            where = f"column {name!r}" if str(name) in known else "a column the schema does not declare"
            raise SchemaError(f"Complex data not supported: {where} has dtype {dt}")


def _is_complex_dtype(dt) -> bool:
    """pandas' test of an extension dtype, which raises on some Arrow types it cannot map to
    numpy (``string_view``): Arrow has no complex type, so those are not complex."""
    if isinstance(dt, pd.ArrowDtype):
        return False
    try:
        return bool(pd.api.types.is_complex_dtype(dt))
    except (NotImplementedError, TypeError, ValueError):
        return False


def _declared_names(schema) -> list[str] | None:
    """The feature names of the ``schema`` parameter as written (a Schema or its dict), in its
    order; None for anything else (refused elsewhere)."""
    if isinstance(schema, Schema):
        return list(schema.feature_names)
    if isinstance(schema, dict) and isinstance(schema.get("features"), (list, tuple)):
        return [str(f.get("name")) if isinstance(f, dict) else "" for f in schema["features"]]
    return None


def _declared_order_differs(est) -> bool:
    """The fitted frame's column order (``feature_names_in_``, which an unnamed array at predict
    follows) is not the order of the schema the estimator was fitted with (public: both are
    the user's code).  Decided at fit (``_declared_order_at_fit``), so a ``set_params(schema=...)``
    after the fit does not change it; a model pickled or saved before that attribute existed
    reads its current ``schema`` parameter (the one it was fitted with, unless set since)."""
    names = getattr(est, "feature_names_in_", None)
    declared = getattr(est, "_declared_order_at_fit", None)
    if declared is None:
        declared = _declared_names(est.schema)
    return names is not None and declared is not None and declared != list(names)


def _named_like_column_of(y, X: pd.DataFrame, name: str) -> bool:
    """``y`` is a Series named ``name`` that carries ``X``'s own index (``Index.is_``: the same
    index object or a view of it, as ``X[name]``, ``X.name``, a copy or a transform of the
    column all do): decided by names and object identity, never by values, and alike at every
    number of rows.  Whether ``y`` holds the column's very array cannot be told apart from a
    copy that way: pandas' copy-on-write shares the array of a transform that changed no value
    (``X[name].where(X[name] != 7, -7)`` where no record holds 7) and of none that changed one,
    and an empty column shares no memory at all, so a test on memory answered by the
    records."""
    col = X[name] if name in X.columns else None
    return (isinstance(y, pd.Series) and isinstance(col, pd.Series) and y.name == name
            and y.index.is_(X.index))


#: set while a caller that has said the label warning of its own X and y fits parts of them
#: (each group's fit of ``PrivacyBudget.fit_per_group``): those fits' copies carry the same
#: names, and the warning said once per group repeated it hundreds of times
_LABEL_WARNING_SAID = contextvars.ContextVar("dpforest_label_warning_said", default=False)


@contextlib.contextmanager
def label_warning_said():
    """Fits inside leave the label warning to the caller, who said it of its own X and y."""
    token = _LABEL_WARNING_SAID.set(True)
    try:
        yield
    finally:
        _LABEL_WARNING_SAID.reset(token)


def _warn_target_among_features(schema, X, y) -> None:
    """y is named like a column of X that the schema declares a feature: most likely that
    column itself, or its rows, so the label itself would be a feature (the usual slip:
    ``fit(df, df[target])`` with the target still in ``df``, a schema made from ``df``; or the
    parts ``train_test_split(df, df[target])`` returns, and any row subset, whose index is a new
    object).  Decided on names only (the user's code), never on values or row labels, and
    alike at every number of rows."""
    if _LABEL_WARNING_SAID.get():
        return
    # pandas, and Dask's frames and series (their names are metadata, as pandas' are)
    name = getattr(y, "name", None) if getattr(y, "ndim", None) == 1 else None
    columns = getattr(X, "columns", None) if getattr(X, "ndim", None) == 2 else None
    declared = _declared_names(schema)
    if (isinstance(name, str) and columns is not None and declared is not None
            and name in declared and name in list(columns)):
        warnings.warn(
            f"y is named {name!r}, as a column of X that the schema declares a feature: if it "
            f"is that column or its rows (fit(df, df[{name!r}]) with the column still in df, or "
            f"the parts of train_test_split(df, df[{name!r}])) or is computed from it, the model "
            f"learns the label from itself and predicts nothing new. Drop the column from X "
            f"(X.drop(columns={name!r})) and from the schema (Schema.from_dataframe on the "
            f"frame without it); a label of another meaning wants a name of its own "
            f"(y.rename('label'))", InputWarning, stacklevel=user_stacklevel())


def _in_fitted_order(est, X):
    """For scikit-learn's feature-name check at predict: a frame whose columns are the fitted
    names in another order is checked as a zero-row view in the fitted order, since the schema
    reads columns by name (any order); anything else is checked as given, with scikit-learn's
    messages for missing, extra or unnamed columns."""
    names = getattr(est, "feature_names_in_", None)
    if not isinstance(X, pd.DataFrame) or names is None or len(X.columns) != len(names):
        return X
    cols, names = X.columns.tolist(), list(names)
    if all(isinstance(c, str) for c in cols) and cols != names and set(cols) == set(names):
        return X.iloc[:0][names]
    return X


def _empty_x(why: str) -> SchemaError:
    """The refusal of an X with no records (predict's and score's), ``why`` after "X is empty:
    ", with the stable code a service routes an empty batch by (public: no record is read)."""
    err = SchemaError("X is empty: " + why)
    err.problems = (("<X>", "no records (an empty batch)"),)
    return err


def _refuse_ragged(X) -> np.ndarray:
    """``X`` as an array, refusing rows of different lengths in one message (numpy's quotes
    the number of rows, and differs between fit's and predict's paths)."""
    failed = None
    try:
        arr = X if isinstance(X, np.ndarray) else np.asarray(X, dtype=object)
    except ValueError as e:      # ragged: numpy's message, without the count
        failed = _without_counts(str(e))
    if failed is not None:
        # raised outside the handler, so the error carries no context holding numpy's message
        raise SchemaError(failed)
    if arr.ndim == 1 and arr.dtype == object and any(
            isinstance(v, (list, tuple, np.ndarray)) for v in arr):
        raise SchemaError("X's rows have different lengths: the requested array has an "
                          "inhomogeneous shape after 1 dimensions")
    return arr


def _weights_as_numbers(sample_weight) -> np.ndarray:
    """``sample_weight`` as floats, or a message that quotes neither a weight nor their number
    (numpy's and scikit-learn's quote the array: a weight is part of its record)."""
    try:
        w = np.asarray(sample_weight)
        if w.dtype.kind != "c":      # numpy would drop the imaginary part, with a warning
            return w.astype(float)
    except (TypeError, ValueError):
        pass
    # raised outside the handler: no context holding numpy's message, which quotes a weight
    raise ValueError("sample_weight must be numbers, one per sample: a weight could not "
                     "be read as a number")


def _same_length(truth, pred, sample_weight=None) -> None:
    """A clear error, as fit gives, when y (or sample_weight) and X differ in length; not
    scikit-learn's, which quotes the numbers of rows (the number of records is private)."""
    if len(truth) != len(pred):
        raise SchemaError("X and y have different numbers of rows")
    if sample_weight is not None:
        if np.ndim(sample_weight) not in (0, 1):
            # not its shape: its first entry is a number of rows
            raise SchemaError("sample_weight must be 1-dimensional, one weight per row of X")
        if np.ndim(sample_weight) == 1 and np.shape(sample_weight)[0] != len(pred):
            raise SchemaError("sample_weight and X have different numbers of rows")


#: the refusal of X's columns that were not seen at fit: not named (after one-hot encoding or a
#: pivot a column name is a record value), as :meth:`Schema._columns` refuses them at fit
_UNSEEN = ("X has columns not seen at fit (not named here: column names can be record values, "
           "after one-hot encoding for instance); select the schema's columns first, "
           "X[model.schema_.feature_names]")


def _refuse_target_in_x(X, y, schema) -> None:
    """Refuse a frame that still holds the target's own column (R's habit of passing the whole
    data frame), naming it: y's name is the caller's label, not a record value, unlike X's
    other undeclared column names, which the schema's refusal does not quote."""
    name = _y_label(y)
    # pandas, or a Dask frame and series (their column names and name are metadata)
    framed = isinstance(X, pd.DataFrame) or (is_dask_collection(X) and hasattr(X, "columns"))
    named = isinstance(y, pd.Series) or (is_dask_collection(y) and getattr(y, "ndim", 1) == 1)
    if framed and named and _holds_label(name, list(X.columns), schema.feature_names):
        raise SchemaError(_holds_target(name, "y's name"))


def _is_dask_frame(X) -> bool:
    """Whether the Dask collection ``X`` is a DataFrame (a Dask Series forwards ``columns`` too;
    the encoding refuses it in the in-memory words for a 1-d X)."""
    return getattr(X, "ndim", 2) == 2 and hasattr(X, "columns")


def refuse_dask_columns(est, meta) -> None:
    """Refuse, before any task runs, a Dask DataFrame to predict on whose columns differ from
    the fitted ones, as predict refuses a pandas frame: the fit's own label by name, then a
    repeated, lacking or unseen column, judged on the frame's metadata ``meta`` (``X._meta``:
    an empty pandas frame of its columns), never a record.  Left to the partitions' tasks, a
    lacking column failed every one of them (each logged by the workers) before the refusal."""
    target = getattr(est, "target_name_", None)
    if _holds_label(target, list(meta.columns), est.schema_.feature_names):
        raise SchemaError(_holds_target(target, "y's name at fit"))
    refuse_repeated_columns(meta.columns, est.schema_.feature_names)
    _check_fitted_names(est, meta)


def _holds_label(name, columns, features) -> bool:
    """Whether X's ``columns`` hold the target's column ``name`` (a text label, y's name at
    fit or predict) that is not one of the declared ``features``: the one test behind every
    refusal of :func:`_holds_target`, in memory and on Dask."""
    return isinstance(name, str) and name in columns and name not in features


def _y_label(y) -> str | None:
    """y's name where it is text (a Series' name: the caller's label), else None."""
    name = getattr(y, "name", None)
    return name if isinstance(name, str) else None


def _holds_target(name: str, whose: str) -> str:
    """The refusal of X holding the target's column ``name``, at fit or predict."""
    return (f"X still holds the target's column {name!r} ({whose}), which is not a "
            f"declared feature: drop it, X.drop(columns=[{name!r}])")


#: the longest target name a model keeps (and a model file may hold): a label, not a text
TARGET_NAME_MAX = 200


def _target_name(y, schema) -> str | None:
    """y's name where it is a text label of a pandas, polars or Dask series that names no
    declared feature (the caller's label for the target, public like the schema's names), else
    None."""
    name = _y_label(y)
    if not name or len(name) > TARGET_NAME_MAX or name in schema.feature_names:
        return None
    return name


def _keeping_problems(err: SchemaError, cause: SchemaError) -> SchemaError:
    """``err``, a refusal reworded from ``cause``, with ``cause``'s (column, kind) pairs."""
    err.problems = getattr(cause, "problems", ())
    return err


def fitted_refusal(e: SchemaError, conform_how: str,
                   missing_advice: str = MISSING_ADVICE_FITTED) -> SchemaError | None:
    """A schema's refusal ``e`` of records a fitted model reads, reworded for the fitted
    model: its advice to change the domain (declare allow_missing, widen the bounds, add the
    category) means a new fit, so the model's own options instead, and where conforming the
    records would read them (``e.conformable``) the sentence ``conform_how`` naming how.  None
    where nothing needs rewording (an unknown category no code can stand for: conform would
    refuse too, so it is not offered; the message already says what can be done).
    ``missing_advice`` replaces the schema's advice on missing values (a private evaluation
    gives its own: filtering by valid_rows changes what the figures describe)."""
    message = fitted_model_advice(str(e).replace(MISSING_ADVICE, missing_advice))
    if isinstance(e, OutOfDomainError) and e.conformable:
        return _keeping_problems(OutOfDomainError(f"{message}. {conform_how}", conformable=True), e)
    if message == str(e):
        return None
    return _keeping_problems(OutOfDomainError(message, conformable=False)
                             if isinstance(e, OutOfDomainError) else SchemaError(message), e)


def _without_person_column(est, X):
    """``X`` without the id column of a per-person fit (``person_bound_['column']``, which the
    fit left out of the features), as ``dpforest predict`` drops it: the frame the fit was given
    predicts as it is."""
    bound = getattr(est, "person_bound_", None)
    column = bound.get("column") if isinstance(bound, dict) else None
    names = getattr(est, "feature_names_in_", None)
    if column is None or not isinstance(X, pd.DataFrame) or column not in X.columns or (
            names is not None and column in set(map(str, names))):
        return X
    return X.drop(columns=[column])


def _check_fitted_names(est, X) -> None:
    """Refuse a frame whose columns differ from the fitted ones with a message of our own:
    the fitted names it lacks (the schema's, public) and, unnamed, whether it has others.
    scikit-learn's message lists X's unseen names, so it is never parsed, only replaced."""
    names = getattr(est, "feature_names_in_", None)
    if not isinstance(X, pd.DataFrame) or names is None:
        return
    cols = [str(c) for c in X.columns.tolist()]
    fitted = [str(n) for n in names]
    present, known = set(cols), set(fitted)      # sets: lists made this quadratic in the width
    missing = [n for n in fitted if n not in present]
    unseen = any(c not in known for c in cols)
    if missing or unseen:
        parts = ["The feature names should match those that were passed during fit."]
        target = getattr(est, "target_name_", None)
        if _holds_label(target, present, known):
            # the fit's own label (y's name then): said by name, as the fit says it
            parts.append(_holds_target(target, "y's name at fit") + ".")
            if any(c != target and c not in known for c in cols):
                parts.append(_UNSEEN.replace("X has columns", "X also has other columns", 1) + ".")
        elif unseen:
            parts.append(_UNSEEN + ".")
        if missing:
            schema = getattr(est, "schema_", None)
            # a fitted name X holds in another Unicode form (NFD from macOS), blanks or case:
            # said by the fitted (public) name, not advised to be added as an empty column
            respelt = _respelt_columns(missing, cols)
            absent = [n for n in missing if n not in respelt]
            # the schema's advice (public: its names and allow_missing flags), as conform gives
            # (the absent ones by name when the respelt ones are said first)
            hint = _respelt_columns_hint(missing, cols, "model.feature_names_in_") + (
                schema._absent_hint(absent, named=bool(respelt))
                if absent and isinstance(schema, Schema)
                and set(absent) <= set(schema.feature_names) else "")
            # a wide table (20,000 gene columns) listed every name: 400 KB of message
            parts.append(f"Feature names seen at fit time, yet now missing: "
                         f"{few_names(missing)}{hint}")
        # the codes serving code routes on (SchemaError.codes), as Schema.conform gives them:
        # each missing fitted name, and X's extra columns unnamed
        raise _layout_error("\n".join(parts),
                            [(n, "missing column") for n in missing]
                            + ([(LAYOUT_COLUMN, "columns not in the schema")] if unseen else []))


#: y wider than one column (in memory or on Dask): scikit-learn's words, no shape quoted (its
#: first number is the number of records), and the way on
Y_NOT_ONE_D = ("y should be a 1d array, got an array of shape (*, *) instead. If y holds several "
               "targets: dpforest fits one (not multi-output or multi-label), so fit one model "
               "per target column, each spending its own epsilon on the same records (the "
               "budgets add up)")


def _booster_on_stack() -> str:
    """'AdaBoostClassifier passes ...' when scikit-learn's weight boosting is up the call stack
    (the caller passed no weights: the booster did), else ''.  Reads the call stack only."""
    owner = tool_on_stack(("sklearn.ensemble._weight_boosting",))
    if owner is None:
        return ""
    return (f"{type(owner).__name__} passes sample weights to its estimator itself, a new set "
            f"each round, so it cannot boost a DP forest (each round would also read the "
            f"records again and spend another epsilon); dpforest.DPBoostingClassifier boosts "
            f"under one epsilon.  ")


def _unquoted_extra_names(message: str) -> str:
    """scikit-learn's feature-name message, replaced whole when it lists X's names unseen at
    fit (a name can hold any character, line breaks included, so the list is not cut out of
    it); :func:`_check_fitted_names` refuses such frames first, so this is a safety net."""
    if "unseen at fit" in message:
        return "The feature names should match those that were passed during fit.\n" + _UNSEEN + "."
    width = re.match(r"X has \d+ features, but (\w+) is expecting (\d+) features as input", message)
    if width:
        # X's width is not the model's: it can be anything, a transposed batch's width is its
        # number of records, so only the model's own (public) width is said
        return (f"X has a different number of columns than the {width.group(2)} "
                f"{width.group(1)} was fitted on (rows are records, columns features: a "
                f"transposed array has as many columns as records)")
    return message


def _plain(value):
    """A numpy scalar as the Python value it holds (so messages show 1, not np.int64(1))."""
    return value.item() if isinstance(value, np.generic) else value


def _in_notebook() -> bool:
    """Whether this runs in a Jupyter kernel (whose stderr is no terminal, but shows tqdm's
    notebook bars).  Reads the IPython shell's class names only (its own and its bases': Colab's
    shell subclasses the kernel's); no import of IPython."""
    ipython = sys.modules.get("IPython")
    get = getattr(ipython, "get_ipython", None)
    try:
        shell = get() if get is not None else None
    except Exception:
        return False
    return any(c.__name__ == "ZMQInteractiveShell" for c in type(shell).__mro__)


#: ``DPFOREST_PROGRESS=0`` (or off / false / no) hides every ``progress='auto'`` bar of the
#: process: one switch for a notebook or a batch job instead of ``progress=False`` everywhere
PROGRESS_ENV = "DPFOREST_PROGRESS"

#: seconds a bar waits before it shows: a fit that ends sooner leaves nothing behind (in a
#: notebook, a finished bar's widget stays in the saved file)
BAR_DELAY = 1.0


def show_progress(enabled) -> bool:
    """``progress`` as a decision: ``True`` shows, ``"auto"`` shows on a terminal or in a
    Jupyter notebook unless ``DPFOREST_PROGRESS`` is 0 / off / false / no, anything else
    hides."""
    if enabled == "auto":
        import os

        if os.environ.get(PROGRESS_ENV, "").strip().lower() in ("0", "off", "false", "no"):
            return False
        try:
            tty = sys.stderr.isatty()
        except (AttributeError, ValueError):     # a replaced or closed stderr
            tty = False
        return tty or _in_notebook()
    return enabled is True or (isinstance(enabled, np.bool_) and bool(enabled))


# the bars opened by the fit running in this context: closed when it ends, however it ends (an
# interrupted bar left open pushes every later bar of the session onto a new line)
_OPEN_BARS: contextvars.ContextVar[list | None] = contextvars.ContextVar("dpforest_open_bars",
                                                                         default=None)


class closing_bars:
    """Close every progress bar opened inside the block when it ends (a KeyboardInterrupt
    included); nests."""

    def __enter__(self):
        self._token = _OPEN_BARS.set([])
        return self

    def __exit__(self, *exc):
        bars = _OPEN_BARS.get() or []
        _OPEN_BARS.reset(self._token)
        for bar in bars:
            try:
                bar.close()
            except Exception:       # noqa: BLE001  a display already gone
                pass
        return False


def _tqdm_class():
    """tqdm's notebook bar in a Jupyter kernel that has ipywidgets, its text bar elsewhere (a
    kernel without ipywidgets -- a plain JupyterLab or VS Code install -- would get tqdm's
    "IProgress not found" warning from tqdm.auto); None without tqdm."""
    try:
        if _in_notebook():
            import importlib.util

            if importlib.util.find_spec("ipywidgets") is not None:
                from tqdm.notebook import tqdm

                return tqdm
        from tqdm.std import tqdm
    except ImportError:  # optional extra
        return None
    return tqdm


def check_progress(progress) -> None:
    """``progress`` must be ``True``, ``False`` or ``"auto"`` (``None`` reads as ``False``):
    any other value hid the bar without a word (:func:`show_progress` reads all else as no)."""
    if not (progress is None or isinstance(progress, (bool, np.bool_))
            or (isinstance(progress, str) and progress == "auto")):
        raise ValueError(f"progress must be True, False or 'auto', got {progress!r}")


def progress_bar(total: int, desc: str, enabled, delay: float = BAR_DELAY):
    """A tqdm bar when asked for (``True``) or, with ``"auto"``, on a terminal or in a Jupyter
    notebook (:func:`show_progress`), shown once ``delay`` seconds have passed at an update (0:
    at once, for a bar whose first stage is one long step)."""
    show = show_progress(enabled)
    tqdm = _tqdm_class() if show else None
    if tqdm is not None:
        try:
            bar = tqdm(total=total, desc=desc, leave=False, delay=delay)
        except TypeError:       # a tqdm before its delay
            bar = tqdm(total=total, desc=desc, leave=False)
        opened = _OPEN_BARS.get()
        if opened is not None:
            opened.append(bar)
        return bar

    class _Null:
        disable = True          # as tqdm's own attribute: nothing is shown

        def update(self, n=1):
            pass

        def set_description(self, desc=None, refresh=True):
            pass

        def close(self):
            pass

    return _Null()


def resolve_max_features(max_features, n_features: int, name: str = "max_features") -> int:
    """Number of features per tree, with scikit-learn's vocabulary ('sqrt', 'log2', int, float,
    None).  As in scikit-learn's forests, an int must lie in [1, n_features]: more features per
    tree than the schema declares is refused, not clipped (public: the schema).  ``name`` is the
    parameter named in the message."""
    if max_features is None:
        return n_features
    if max_features == "sqrt":
        return max(1, int(math.sqrt(n_features)))
    if max_features == "log2":
        return max(1, int(math.log2(n_features)))
    if isinstance(max_features, numbers.Integral) and not isinstance(max_features, bool):
        if not 1 <= max_features:
            raise ValueError(f"{name} must be >= 1, got {max_features}")
        if max_features > n_features:
            raise ValueError(f"{name}={max_features} is more than the schema's {n_features} "
                             f"feature(s): use an int in [1, {n_features}], a float in (0, 1], "
                             f"'sqrt', 'log2' or None (all features)")
        return int(max_features)
    if isinstance(max_features, numbers.Real) and 0 < max_features <= 1:
        return max(1, int(max_features * n_features))
    raise ValueError(
        f"{name} must be 'sqrt', 'log2', None, an int >= 1 or a float in (0, 1], got {max_features!r}"
    )


def tree_samples(n_trees: int, sampling: str, rate: float, first_tree: int = 0,
                 partition_stream: int = 0) -> list[TreeSample]:
    """Per-tree samples: Bernoulli in-bag draws over all records, or one disjoint partition each."""
    if sampling == "bootstrap":
        return [TreeSample(first_tree + k, None, 1, "inbag", rate) for k in range(n_trees)]
    if sampling == "partition":
        return [TreeSample(first_tree + k, k, n_trees, None, rate, partition_stream) for k in range(n_trees)]
    if sampling == "none":
        return [TreeSample(first_tree + k, None, 1, None, rate) for k in range(n_trees)]
    raise ValueError(f"sampling must be 'bootstrap', 'partition' or 'none', got {sampling!r}")


def class_order(classes) -> np.ndarray:
    """Positions of the declared ``classes`` in scikit-learn's order (sorted, as ``np.unique``
    of the labels gives); the declared order where the labels do not compare."""
    try:
        return np.asarray(sorted(range(len(classes)), key=lambda i: classes[i]), dtype=np.int64)
    except TypeError:
        return np.arange(len(classes), dtype=np.int64)


def sorted_classes(classes) -> np.ndarray:
    """``classes_``: the declared classes in :func:`class_order`."""
    ordered = [classes[i] for i in class_order(classes)]
    return np.asarray(ordered, dtype=object if any(isinstance(c, str) for c in ordered) else None)


class ImpurityImportancesMixin:
    """``feature_importances_`` for forests whose trees release class counts: the mean decrease
    in Gini impurity per feature, from the released noisy counts
    (:func:`dpforest.inspection.impurity_importances`; post-processing, no budget), in the
    schema's feature order -- so ``zip(feature_names_in_, feature_importances_)`` pairs them."""

    @property
    def feature_importances_(self) -> np.ndarray:
        """Mean decrease in Gini impurity per feature, from the released noisy counts
        (:func:`dpforest.inspection.impurity_importances`; post-processing, no budget)."""
        from ..inspection import impurity_importances

        # kept for the fit it was computed from (its ledger_ object is new on every fit and
        # load): a walk over every tree, which scikit-learn's HTML view of a fitted estimator
        # asks for twice each time a notebook shows it
        cached = self.__dict__.get("_importances_cache")
        ledger = getattr(self, "ledger_", None)
        if cached is None or cached[0] is not ledger or ledger is None:
            cached = (ledger, impurity_importances(self))
            self.__dict__["_importances_cache"] = cached
        return cached[1].copy()


def _say_repeated_fit(est, caller) -> None:
    """The :class:`RepeatedFitWarning` (or, for a vote with a member of no epsilon,
    :class:`NonPrivateStepWarning`) of a fit that a scikit-learn tool runs several times on
    overlapping records (``caller``: :func:`_repeated_fit_caller`'s), said by the fit, or once
    at the clone where the tool's fits run in worker processes (:func:`_tell_at_clone`).
    From the call stack and public settings only."""
    # a PrivateModelSelector in between is what the tool fits: named, and not advised
    selector = _selector_on_stack()
    who = (f"{type(est).__name__}.fit" if selector is None else
           f"PrivateModelSelector.fit (fitting its {type(est).__name__} candidates)")
    advice = ("on private data use dpforest.model_selection.PrivateModelSelector, whose "
              "choice is a noisy, charged draw." if selector is None else
              "the selector's own choice is private, the tool's around it is not: put "
              "every setting to compare among one selector's candidates instead.")
    members = _voting_members(caller[1])
    category = RepeatedFitWarning
    if members is not None:
        # a vote fits each member once on the same records: no search and no held-out
        # scores, only a sum of epsilons that no ledger shows
        total = sum(e for _, e in members if e is not None)
        plain = [repr(name) for name, e in members if e is None]
        if plain:
            # a member without an epsilon reads the records without noise: no sum of
            # the others' epsilons describes the ensemble
            message = (
                f"{who} is being called by {type(caller[1]).__name__}, whose member"
                f"{'s' * (len(plain) > 1)} {', '.join(plain)} "
                f"{'have' if len(plain) > 1 else 'has'} no epsilon: "
                f"{'they learn' if len(plain) > 1 else 'it learns'} from the records "
                f"without noise, so the ensemble is not differentially private at "
                f"all, whatever each dpforest member's ledger_ shows.  Vote only "
                f"private members (their epsilons then add up on every record, "
                f"dpforest.PrivacyBudget keeps the sum), or fit the others on public "
                f"data.")
            # not a repeated spend but no privacy at all: the category of non-private
            # steps, which advice to silence repeated-fit warnings on public data spares
            category = NonPrivateStepWarning
        else:
            message = (
                f"{who} is being called by {type(caller[1]).__name__}, which fits each "
                f"of its {len(members)} members once on the same records: their "
                f"epsilons add up (sequential composition), so the ensemble is an "
                f"epsilon={total:g} release about every record{caller[5]}, while each "
                f"member's ledger_ shows its own fit only.  dpforest.PrivacyBudget "
                f"keeps such sums.")
    elif (fitted_by := _member_fits(caller[1])) is not None:
        # a multi-class wrapper or a stack: no search, but every member spends epsilon
        message = (
            f"{who} is being called by {type(caller[1]).__name__}, which "
            f"{fitted_by}{caller[5]}; each member's ledger_ shows its own fit only. "
            f"To combine private models, fit each on its own and average their "
            f"predict_proba (free post-processing), booking their epsilons in one "
            f"dpforest.PrivacyBudget; a DPForestClassifier handles many classes itself.")
    else:
        message = (
            f"{who} is being called by {caller[0].rsplit('._', 1)[0]}, "
            f"which fits estimators several times on overlapping records: every fit spends "
            f"epsilon again on each record it sees and no ledger adds them up (cross_val_score "
            f"with cv=k: (k - 1) x epsilon; a 3 x 3 grid search with cv=3: 9 candidates x 2 "
            f"training folds + the refit = 19 x epsilon){caller[4] or _search_spend(caller[1])}{caller[5]}, and the "
            f"scores it computes on held-out records (cv_results_, best_score_, the chosen "
            f"parameters, cross_val_score's values, a calibrator or threshold fitted on a fold) "
            f"are exact, without noise: no division of epsilon makes them private. Fine on "
            f"public data; {advice}")
        if getattr(est, "accounting", None) == "paper":
            # a paper's accounting can spend more than the parameter (DPRF: ~t x
            # epsilon), which the counts above, in epsilons, do not show
            message += (" With accounting='paper' each fit composes its ledger_.epsilon "
                        "(more than epsilon, unless its split is sound): count that, not "
                        "epsilon, per fit.")
    warnings.warn(message, category, stacklevel=user_stacklevel())


def _in_joblib_worker() -> bool:
    """Whether this process is a joblib worker (loky's, or a multiprocessing pool's, as
    ``cross_validate(..., n_jobs=2)`` starts them): a notice about the model given there
    reaches the terminal that started Python, not a notebook, once per worker and named after
    multiprocessing's own code (a walkthrough's RareClassWarning at ``process.py:108``).
    From the process's name alone."""
    import multiprocessing

    if multiprocessing.parent_process() is None:
        return False
    name = multiprocessing.current_process().name
    return name.startswith(("LokyProcess", "ForkPoolWorker", "SpawnPoolWorker",
                            "ForkServerPoolWorker"))


def _in_worker_processes(call) -> bool:
    """Whether the joblib ``Parallel`` ``call`` runs its tasks in other processes (loky,
    multiprocessing) on more than one worker: a warning a task gives there reaches the
    terminal that started Python, once a worker, and never a notebook or the caller's
    warning filters and recorders.  From its public settings; False where they cannot be
    read."""
    if call is None:
        return False
    try:
        backend = type(getattr(call, "_backend", None)).__name__
        return backend in ("LokyBackend", "MultiprocessingBackend") and \
            int(call._effective_n_jobs()) > 1
    except Exception:   # noqa: BLE001  another joblib: the fits say it, as before
        return False


def _tell_at_clone(est, new) -> None:
    """Where a scikit-learn tool clones ``est`` to fit the clone in worker processes
    (``cross_val_score(..., n_jobs=2)``, a search with ``n_jobs``): its repeated-fit warning
    is said here, in the caller's process, once per run, and the clone is marked so that
    its fit does not say it again in the worker.  Said in the workers it reached no notebook
    (their output goes to the terminal that started Python) and came once per worker.  A
    clone made as another estimator's parameter (a calibrator's estimator) is left to its
    own fits, which name the tools around them; a Pipeline's step is told of as the model
    itself.  Reads the call stack only."""
    from sklearn.pipeline import Pipeline

    # every frame of the clone machinery, however deep the nesting (a Voting of Pipelines:
    # each list, tuple and list comprehension adds frames), up to the first frame outside it
    pipes = []                              # the pipelines cloned around est, innermost first
    for f in frames_from(sys._getframe(2), 256):
        code = f.f_code.co_name
        if code not in ("__sklearn_clone__", "_clone_parametrized"):
            if str(f.f_globals.get("__name__", "")) == "sklearn.base":
                continue                    # clone() itself, its comprehensions
            break
        owner = f.f_locals.get("self" if code == "__sklearn_clone__" else "estimator")
        if owner is not est and not isinstance(owner, (Pipeline, list, tuple, set, frozenset)):
            # cloned as a parameter of another estimator.  A Pipeline (and the list and
            # tuples of its steps) is looked through: its steps are fitted once per
            # Pipeline fit, so a step is told of as the model itself would be
            return
        if isinstance(owner, Pipeline) and not any(owner is p for p in pipes):
            pipes.append(owner)
    caller = _repeated_fit_caller()
    if caller is None or caller[2] or not _in_worker_processes(caller[3]):
        return
    if _first_warning_of_run(caller, est):
        _say_repeated_fit(est, caller)
    new.__dict__["_told_at_clone"] = True
    # the notices the workers' fits would say of what is around them, said here instead: the
    # pipeline's learning steps in front of est, and a calibrator or threshold tuner that
    # learns from the clones' scores on held-out folds
    front = _front_of(pipes[-1], est) if pipes else None
    if front:
        learning, private = _front_notices(front)
        if learning or private:
            if _first_warning_of_run(caller, est, "pipeline", _WARNED_PIPELINES):
                if learning:
                    _say_learning_steps_in_front(est, learning)
                else:
                    _say_private_steps_in_front(est, private)
            # marked only where a notice was found: a step a search sets in the worker, after
            # this clone ('passthrough' here, an imputer there), is the worker's fit to tell of
            new.__dict__["_told_pipeline_at_clone"] = True
    if _learns_from_scores(caller[1]) and type(caller[1]).__name__ != "StackingClassifier":
        # (a stack fitting est is told of by est's repeated-fit notice, said above)
        _say_learns_from_scores(caller[1])


def _front_of(pipe, est) -> list | None:
    """The (name, step) pairs in front of ``est`` in the scikit-learn ``pipe`` (a nested
    pipeline's steps after those in front of it), or None where ``est`` is no step of it.
    From the steps alone, as :func:`_steps_in_front` reads them from the call stack."""
    from sklearn.pipeline import Pipeline

    steps = list(getattr(pipe, "steps", ()))
    for i, (_, step) in enumerate(steps):
        if step is est:
            return steps[:i]
        if isinstance(step, Pipeline):
            inner = _front_of(step, est)
            if inner is not None:
                return steps[:i] + inner
    return None


class VersionedPickle:
    """Pickles (``pickle``, ``joblib``) that record the dpforest version which wrote them and
    warn, when unpickled by another, with the warning :func:`dpforest.io.load_model` gives a
    model file of another version (scikit-learn does the same for its own estimators only)."""

    def __getstate__(self):
        import dpforest

        state = {**super().__getstate__(), "_dpforest_version": dpforest.__version__}
        state.pop("_importances_cache", None)       # derived from the trees: recomputed
        return state

    def __setstate__(self, state):
        import dpforest
        from ..io import InconsistentVersionWarning

        state = dict(state)
        saved = state.pop("_dpforest_version", None)
        if saved != dpforest.__version__:
            warnings.warn(InconsistentVersionWarning(path=None, original_version=saved,
                                                     current_version=dpforest.__version__),
                          stacklevel=user_stacklevel())
        super().__setstate__(state)
        # a pickle of an older layout loaded without error, then failed at predict or save
        # with an AttributeError naming an internal: refused here, saying what to do
        lacking = [p for p in type(self)._get_param_names() if not hasattr(self, p)]
        trees = getattr(self, "trees_", None)
        old_trees = trees is not None and any(
            type(t).__name__ == "FlatTree" and not hasattr(t, "route_rows") for t in list(trees))
        if lacking or old_trees:
            what = (f"it lacks the parameters {lacking}" if lacking else
                    "its trees have an older layout")
            raise TypeError(
                f"this {type(self).__name__} pickle was written by another dpforest version "
                f"({saved or 'unknown'}) and cannot be used by {dpforest.__version__}: {what}. "
                f"Load it with the version that wrote it and save it with "
                f"dpforest.save_model(model, 'model.json.gz'): this version reads model files "
                f"of earlier versions")

    def __repr__(self, N_CHAR_MAX=700):
        """scikit-learn's repr, which lists only parameters changed from their defaults, with
        ``epsilon`` always: the privacy budget should not vanish from a printed estimator
        because it is the default one."""
        import inspect

        from sklearn import get_config

        text = super().__repr__(N_CHAR_MAX)
        head = type(self).__name__ + "("
        params = inspect.signature(type(self).__init__).parameters
        eps = getattr(self, "epsilon", None)
        # scikit-learn prints epsilon itself where it differs from the default by its repr (its
        # own rule: epsilon=1 against a default of 1.0 is printed, as is np.float64(1.0)), or
        # where the configuration prints every parameter
        default = params["epsilon"].default if "epsilon" in params else inspect.Parameter.empty
        shown = (not get_config().get("print_changed_only", True) or default is inspect.Parameter.empty
                 or repr(eps) != repr(default))
        if eps is None or shown or not text.startswith(head):
            return text
        rest = text[len(head):]
        return f"{head}epsilon={eps!r}" + ("" if rest.startswith(")") else ", ") + rest


class DPForestBase(ForeignParamsMixin, VersionedPickle, ClassifierMixin, BaseEstimator):
    """Common fit/predict scaffolding; subclasses implement ``_fit_private``.

    Every dpforest forest inherits ``fit``, ``predict``, ``predict_proba``,
    ``predict_log_proba``, ``apply`` and ``score`` from here; a subclass changes how the trees
    are grown (``_fit_private``) and, where its paper says so, how they combine (``_proba``).

    Attributes
    ----------
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        Every charged query of the fit; ``ledger_.epsilon`` is the composed ε (the granted
        ``epsilon``, or more under a paper's own ``accounting='paper'``).
    schema_ : :class:`~dpforest.schema.Schema`
        The schema the model encodes records with: the declared one in the fitted frame's
        column order, re-binned or refined where the estimator uses its own public grid (the
        default forest's adaptive grid adds cuts bought with a share of ε), so it need not
        equal the declared ``schema`` nor share its digest: compare ``feature_names`` and
        ``classes``, or keep the declared schema to fit again.
    classes_ : ndarray of shape (n_classes,)
        The declared classes in scikit-learn's sorted order: the columns of
        ``predict_proba`` and the labels ``predict`` returns.
    n_features_in_ : int
        Number of features of the schema (the columns ``fit`` read).
    feature_names_in_ : ndarray of shape (n_features_in_,), dtype object
        The feature names, in the fitted frame's column order; set only when ``X`` was a frame
        whose column names are all strings (scikit-learn's convention).
    target_name_ : str
        ``y``'s name at fit (the caller's label for the target, such as a Series' name; kept
        in model files); set only when ``y`` had a text name that is no feature's.
        ``predict`` names it when ``X`` still holds that column.
    constant_ : bool
        True when the released model predicts one class for every input (or at every public
        probe point, see ``_is_constant``); ``fit`` then warns :class:`ConstantModelWarning`.
        A check on the model over the schema's domain, not on any data set: False does not
        mean that the model predicts more than one class on *your* records (a rare class, or
        a second class only where few records lie, can leave every test prediction one
        class), so look at the predictions on a test set too.
    fit_id_ : str
        A random name for this fit (public randomness), kept through model files and pickles:
        a privacy budget's release of the model records it (:mod:`dpforest.fingerprint`).
    fitted_with_version_ : str
        The dpforest version that fitted the model (a model file or pickle loaded into another
        version warns where predictions could differ).
    n_classes_ : int
        Number of declared classes, ``len(classes_)`` (scikit-learn's and diffprivlib's forests
        have it); read from ``classes_``, not stored.
    n_outputs_ : int
        1: one label column (as scikit-learn's forests say it).
    """

    @property
    def n_classes_(self) -> int:
        # computed from classes_ (an AttributeError before a fit, as scikit-learn's is)
        return len(self.classes_)

    @property
    def n_outputs_(self) -> int:
        self.classes_           # (an AttributeError before a fit)
        return 1

    @property
    def estimators_(self):
        # scikit-learn's and diffprivlib's forests keep their fitted trees here; code ported
        # from them met a bare AttributeError.  No list is given under this name: the trees
        # are not scikit-learn estimators (no predict of their own), so a loop written for
        # those would fail further on, less clearly.
        raise AttributeError(
            f"{type(self).__name__} has no 'estimators_' (scikit-learn's list of fitted "
            "trees): a fitted dpforest model keeps its trees in 'trees_' (the released "
            "arrays, no predict of their own); per-tree leaves come from apply(X), one tree "
            "as text from dpforest.inspection.export_text(model, tree=k)")

    # subclasses may set voting = "hard" (weighted majority of leaf labels) or "soft"
    _voting = "hard"
    #: soft votes from leaf distributions smoothed by each leaf's noise scale
    #: (:meth:`FlatTree.smoothed_leaf_proba`); the papers' forests keep their own rule
    _smooth_leaves = False

    # ------------------------------------------------------------------ validation
    def _checked_settings(self):
        """(ε, fitted schema) after every check of the public settings a fit makes before it
        reads a record (:meth:`_validate_common`, then :meth:`_validate_params_extra`): what a
        budget or a model selection calls to refuse a fit that could not run, before its door
        opens."""
        epsilon, schema = self._validate_common()
        self._validate_params_extra(schema)
        return epsilon, schema

    def _validate_common(self):
        # named for the estimator also where a subclass validates through a stand-in that
        # carries its bound _in_fit_order (DPForestClassifier's SimpleNamespace)
        owner = getattr(getattr(self, "_in_fit_order", None), "__self__", self)
        eps = check_epsilon(self.epsilon, type(owner).__name__)
        if self.schema is None:
            raise SchemaError(
                "a public schema is required: pass schema=dpforest.Schema(...), "
                "Schema.from_dataframe(X, bounds=..., categories=..., classes=...) for a "
                "DataFrame, or Schema.from_bounds(lower, upper, classes=...) for an array's "
                "columns by position (diffprivlib's bounds=). dpforest never reads bounds, "
                "categories or classes from the training data."
            )
        if isinstance(self.schema, dict):
            schema = Schema.from_dict(self.schema)
        elif isinstance(self.schema, Schema):
            schema = self.schema
        else:
            hint = ""
            if isinstance(self.schema, (tuple, list)) and len(self.schema) == 2:
                # diffprivlib's bounds=(lower, upper), passed where the schema goes
                hint = ("; for diffprivlib's bounds=(lower, upper) write "
                        "schema=Schema.from_bounds((lower, upper), classes=[...]) (the classes "
                        "are public too)")
            raise SchemaError(f"schema must be a dpforest.Schema, got "
                              f"{type(self.schema).__name__}{hint}")
        schema = self._in_fit_order(schema)
        check_progress(getattr(self, "progress", False))
        n_est = getattr(self, "n_estimators", 1)
        if isinstance(n_est, bool) or not isinstance(n_est, numbers.Integral) or n_est < 1:
            raise ValueError(f"n_estimators must be a positive integer, got {n_est!r}")
        if n_est > MAX_COMPLETE_LEAVES // 2:
            # before any allocation: per-tree arrays of that length exhausted memory (the
            # process was killed) where the depth is chosen later ('auto')
            check_complete_tree_size(1, int(n_est))
        # as scikit-learn's trees, a depth of at least 1: a depth-0 forest is a single leaf per
        # tree, a constant model (the default forest validates its own max_depth, where 0 is a
        # documented choice)
        depth = getattr(self, "max_depth", 1)
        if isinstance(depth, bool) or not isinstance(depth, numbers.Integral) or depth < 1:
            raise ValueError(f"max_depth must be an integer >= 1, got {depth!r} (a depth-0 tree "
                             f"is a single leaf: every prediction the same)")
        split = getattr(self, "categorical_split", "binary")
        if split not in CATEGORICAL_SPLITS:
            # checked here, before the door opens: the growth checked it only where a node
            # offered a categorical candidate, after the read, so whether a fit was refused
            # followed the records and the noise
            raise ValueError(f"categorical_split must be 'binary', 'multiway' or 'mixed', got "
                             f"{split!r}")
        if split == "multiway":
            check_multiway_tree_size(schema, int(depth), int(n_est))
        rate = getattr(self, "inbag_rate", DEFAULT_INBAG_RATE)
        if not 0 < rate <= 1:
            raise ValueError(f"inbag_rate must be in (0, 1], got {rate}")
        _parallel.check_n_jobs(getattr(self, "n_jobs", None))
        return float(eps), schema

    def _seed(self) -> tuple[int, np.random.Generator]:
        rng = np.random.default_rng(self.random_state if not isinstance(self.random_state, np.random.RandomState)
                                    else self.random_state.randint(2 ** 31))
        return int(rng.integers(0, 2 ** 62)), rng

    # ------------------------------------------------------------------ fit / predict
    def _in_fit_order(self, schema: Schema) -> Schema:
        """``schema`` with its features in the order of the frame being fitted, when its columns
        are the schema's in another order (scikit-learn's convention: ``feature_names_in_``,
        ``feature_importances_`` and an array's columns at predict follow the fitted frame's
        columns).  The frame's layout is read as the user's code: the model releases the order
        (docs/privacy.md, "Public metadata", says how a frame built from records can make it
        depend on one record, and how to fix it)."""
        fitting, cols = _FIT_COLUMNS.get()
        names = list(schema.feature_names)
        if fitting != id(self) or cols is None or cols == names or sorted(cols) != sorted(names):
            return schema           # not this fit's frame, no text names, or nothing to reorder
        return schema.reordered(cols)

    def _declared_schema(self, fitting: bool):
        """The schema X is checked against: the one given when fitting, else the fitted one."""
        return getattr(self, "schema", None) if fitting else getattr(self, "schema_", None)

    def _check_container(self, X, *, fitting: bool):
        """scikit-learn's container checks on X (see the module docstring); returns nothing.

        A 2-d array or a DataFrame is checked, when fitting, on a stand-in row of its dtype and
        width, so no message can carry the number of records (predicting checks its first two
        rows); scikit-learn's messages that quote the array itself are cut back to their
        description (:func:`_without_values`).  A DataFrame is checked column by column on its
        dtypes alone (never its values): one column whose dtype cannot hold numbers (complex,
        dates) is named; its shape is checked on a stand-in array of zeros, because scikit-learn's
        array check converts mixed columns to one dtype (categorical beside boolean, Arrow strings
        beside Arrow numbers) and fails -- quoting a record -- on frames that are valid column by
        column.  Fitting accepts zero records: refusing them would tell the empty data set apart
        from its one-record neighbour (no data-dependent refusal); predicting needs one row.
        Fitting with a schema leaves zero columns to the schema's width check too, which words
        every wrong width alike: a transposed X has n columns, so a message of its own for zero
        would set the empty data set apart again.  Without a schema (which no fit can succeed
        without) zero columns get scikit-learn's message, as its estimator checks expect.
        """
        if is_dask_collection(X):
            if not hasattr(X, "dtypes") or not hasattr(X, "columns"):
                # a Dask Array (or Series) has no column names to match to the schema
                raise SchemaError(_dask_array_x(type(X).__name__, fitting))
            _refuse_complex_columns(X, self._declared_schema(fitting))   # dtypes are metadata: no compute
            return
        refuse_sparse(X)
        if isinstance(X, pd.DataFrame):
            kinds = {type(c) for c in X.columns.tolist()}
            if str in kinds and len(kinds) > 1:
                # scikit-learn refuses these names at fit; refusing at predict only would let a
                # fit succeed whose model can never predict on the same frame
                raise TypeError(
                    "Feature names are only supported if all input features have string names, "
                    f"but your input has {sorted(t.__name__ for t in kinds)} as feature name / "
                    "column name types. Convert them all to strings, for example with "
                    "X.columns = X.columns.astype(str) (the schema names its columns by text).")
            _refuse_complex_columns(X, self._declared_schema(fitting))
            # fitting: one stand-in row whatever n is, so no message can tell n = 0, 1 or more
            sample = np.zeros((1 if fitting else min(len(X), 2), X.shape[1]))
        elif fitting and not _is_sparse(X):
            # any other container: a stand-in of its shape and dtype, never its records (a 1-d
            # X's message prints the array it is given, whatever its values contain)
            arr = _refuse_ragged(X)
            kind = arr.dtype if arr.dtype.kind in "biufcUS" else np.float64
            sample = np.zeros((1,) + arr.shape[1:] if arr.ndim else (), dtype=kind)   # 1 row at any n
        elif isinstance(X, np.ndarray) and X.ndim >= 1:
            sample = X[:2]
        else:
            if isinstance(X, (list, tuple)):
                _refuse_ragged(X)        # in fit's words, not numpy's
            sample = X
        failed = None
        try:
            check_array(sample, accept_sparse=False, dtype=None, ensure_all_finite=False,
                        ensure_2d=True, ensure_min_samples=0 if fitting else 1,
                        ensure_min_features=0 if fitting and isinstance(self.schema, (Schema, dict)) else 1,
                        estimator=self if fitting else type(self).__name__)
        except ValueError as e:  # a SchemaError is a ValueError: same type as schema refusals
            failed = str(e)
        if failed is not None:
            # outside the handler, so the error carries no context: scikit-learn's message
            # prints a 1-d X's values (at predict, the records given)
            shape = getattr(sample, "shape", ())
            empty = len(shape) == 2 and shape[0] == 0
            message = _without_values(failed)
            if not fitting and hasattr(X, "shape") and len(X.shape) == 2:
                # the check ran on two stand-in rows: quote the rows given (data to predict on
                # are not the private training records), as scikit-learn would
                message = re.sub(r"shape=\(\d+,", f"shape=({X.shape[0]},", message)
            if empty and not fitting:
                # scikit-learn's convention (an empty X is refused); the usual way to get one
                # in serving is a batch whose every row valid_rows refused
                message = message.rstrip(".") + (
                    " (a batch filtered by model.schema_.valid_rows(X) is empty when no row is "
                    "valid: predict only if mask.any(), or use dpforest predict --skip-invalid)")
            if len(shape) > 2:
                # images or other arrays of records: a row per record is what a forest reads
                message = message.rstrip(".") + (
                    " (a record is a row of a 2-d table: flatten images or other arrays per "
                    "record first, X.reshape(len(X), -1), with public bounds for each column)")
            if empty:          # (predicting only: fitting checks a stand-in row)
                raise _empty_x(message)
            err = SchemaError(message)
            if not fitting and len(shape) == 2 and shape[1] == 0:
                # a stable code for a service that routes refusals by them (a request of no
                # fields): public, the batch's shape only
                err.problems = (("<X>", "a different number of columns (none given)"),)
            raise err

    @staticmethod
    def _check_column_kinds(X, schema: Schema) -> None:
        """Dates and durations in a column the schema declares numeric are refused by name.

        pandas would hand them over as nanosecond integers (a missing date as -2^63), which the
        bounds would then refuse with a misleading message.  Decided from dtypes only.
        """
        numeric = {f.name for f in schema.features if reads_numbers(f)}
        for name, dt in _frame_dtypes(X):
            if str(name) in numeric and _is_temporal_dtype(dt):
                raise SchemaError(
                    f"column {str(name)!r} holds dates or times ({dt}); convert it to a number "
                    f"first (for example days since a public origin date, or a duration's "
                    f"X[col].dt.total_seconds()) and declare that number's bounds")

    def _check_labels(self, y, schema: Schema):
        """scikit-learn's checks on y: present, 1-d (a column vector warns), classification."""
        self._check_y_present(y)
        if isinstance(y, (str, bytes)):
            # a column name where the labels go (fit(X, "label")): numpy would call it a 0-d
            # array.  Not quoted: a single string can as well be one record's label
            raise ValueError(
                "y is a single string, not the labels: fit takes the target's values, not its "
                "column name, e.g. fit(X.drop(columns=[name]), X[name])")
        if is_dask_collection(y):
            # the in-memory rules on the shape, from the collection's metadata alone: a column
            # vector read as its one column, anything wider refused as numpy's is (its labels
            # were read as undeclared classes, which sent the user to the class list)
            ndim = getattr(y, "ndim", 1)
            cols = list(y.columns) if ndim == 2 and hasattr(y, "columns") else None
            if ndim == 2:
                width = len(cols) if cols is not None else y.shape[1]
                if width == 1:
                    warnings.warn(
                        "A column-vector y was passed when a 1d array was expected. Please "
                        "change the shape of y to (n_samples, ), for example using ravel().",
                        _DataConversionWarning, stacklevel=user_stacklevel())
                    return y[cols[0]] if cols is not None else y[:, 0]
            if ndim != 1:
                raise ValueError(Y_NOT_ONE_D)
            return y
        if _is_text_series(y):
            # scikit-learn's checks depend on the distinct labels only: run them on those, and keep
            # the Series (1-d by construction), which PrivateData encodes without one Python
            # string per record (that object copy took more memory than the encoded data)
            self._check_targets(np.asarray(pd.unique(y)), schema)
            return y
        if isinstance(y, (list, tuple)) and not all(isinstance(v, str) for v in y):
            # numpy would turn [0, "other"] into the strings ["0", "other"]: keep each label's type
            try:
                arr = np.asarray(y)
            except ValueError:       # ragged: a list among the labels (refused below, by kind)
                arr = np.empty(len(y), dtype=object)
                arr[:] = list(y)
            y = np.asarray(y, dtype=object) if arr.dtype.kind in "US" else arr
        shape = getattr(y, "shape", None)
        if shape is not None and len(shape) == 2 and shape[1] != 1:
            # scikit-learn words a row vector of no labels ("0 feature(s)") differently from
            # one of several: the same words at any n
            # (a row vector's second number is the number of records)
            raise ValueError(Y_NOT_ONE_D)
        failed = None
        try:
            y = column_or_1d(y, warn=True)
        except ValueError as e:      # its message quotes y's shape (n) or y itself (complex)
            failed = _without_values(str(e))
        if failed is not None:       # raised outside the handler: no context quoting y
            raise ValueError(failed)
        self._check_targets(y, schema)
        return y

    @staticmethod
    def _check_targets(y, schema: Schema) -> None:
        """Labels valid under the schema pass; anything else gets a clear error.

        Valid labels (each one of the declared classes) are never refused, whatever mix of
        them occurs: scikit-learn's target-type check is run only on labels the schema already
        refuses, so that a regression target still gets scikit-learn's "Unknown label type"
        message.  Run on valid labels, that check would refuse e.g. ``classes=[0, "other"]``
        only when a record has label 0 (an "unknown" mixed type), a refusal that tells which
        classes occur.  Only the distinct labels are looked at.
        """
        arr = np.asarray(y)
        try:
            distinct = pd.unique(arr.ravel()) if arr.ndim else arr.reshape(1)
        except TypeError:            # lists or dicts as labels: the schema's own message
            distinct = arr.ravel()
        if arr.dtype.kind == "O" and pd.api.types.infer_dtype(arr.ravel(), skipna=True) not in \
                _NO_COMPLEX_KINDS and any(issubclass(t, (complex, np.complexfloating))
                                          for t in set(map(type, arr.ravel()))):
            # refused as a complex column is (1+0j == 1 would match the class 1): a complex
            # label is refused whatever the other labels made of the column's type.  Every
            # label looked at, not the distinct ones: 1+0j, 1 and True are one to pd.unique
            raise ValueError("Complex data not supported")
        try:
            schema.encode_labels(distinct)
            return
        except ValueError as refused:
            error = refused
        # Missing labels (None or NaN): the schema's message, before scikit-learn's checks fail
        # on them with a TypeError about sorting (None among strings) or name only NaN.
        if distinct.dtype.kind in "fO" and bool(pd.isna(distinct).any()):
            raise error
        # A regression target is refused with scikit-learn's message -- unless the public class
        # set itself holds non-integer numbers, where "continuous-looking" labels are legitimate.
        if all(isinstance(c, (str, bool, np.bool_, numbers.Integral))
               or (isinstance(c, numbers.Real) and float(c).is_integer()) for c in schema.classes):
            # the warning about distinct labels exceeding half the records would tell
            # whether n < 2 x (classes present), a fact about the records: silenced
            with filtered(message="The number of unique classes is greater than 50%"):
                try:
                    kind = type_of_target(y)
                except (TypeError, ValueError):   # unsortable mixed labels and the like
                    kind = "unknown"
                except Warning:                   # that warning under a caller's "error" filter
                    kind = "unknown"
                if kind.startswith("continuous"):
                    try:
                        check_classification_targets(y)
                    except ValueError as e:
                        # scikit-learn's words (they quote no label), and the way on: the
                        # command line said it, Python did not
                        raise ValueError(
                            f"{e} dpforest classifies: a measured target such as a price or a "
                            f"length needs binning into declared classes first, at public cut "
                            f"points, e.g. y = pd.cut(y, [public edges], labels=classes); "
                            f"there is no DP regressor here") from None
        raise error

    def _check_y_present(self, y):
        if y is None:
            raise ValueError(f"{type(self).__name__} requires y to be passed, but the target y is None")

    @staticmethod
    def _check_sample_weight(sample_weight, X):
        """Only weights of exactly 1 (the same as none) are accepted; see ``fit``.

        Each weight is checked on its own, like a value against its declared bounds: a weight
        is part of its record, so a rule that compares weights with each other ("all equal")
        would let one record's weight decide whether the others' are refused.
        """
        if sample_weight is None:
            return
        if is_dask_collection(sample_weight):
            # reading it would run the caller's graph outside the door, where an error raised
            # inside it is not yet kept from quoting a record (its type alone is public)
            raise TypeError("sample_weight must be None, a number or an array held in memory, "
                            "not a Dask collection (weights other than 1 are refused anyway: "
                            "pass sample_weight=None)")
        w = _weights_as_numbers(sample_weight)
        # a Dask X's length is a count of its records, computed by running the caller's graph:
        # not read here (an array of weights is still checked weight by weight)
        n = len(X) if hasattr(X, "__len__") and not is_dask_collection(X) else None
        if w.ndim == 0:
            # one number for every record, as scikit-learn's _check_sample_weight broadcasts it
            w = w.reshape(1)
            n = None
        if w.ndim != 1 or (n is not None and len(w) != n):
            # the lengths are private: say what is wrong, not the numbers
            got = f"a {w.ndim}-d array" if w.ndim != 1 else "a different number of weights than rows"
            raise ValueError(f"sample_weight must be 1-d with one weight per sample, got {got}")
        if np.all(w == 1.0):          # no weights for no records passes too
            return
        raise ValueError(
            _booster_on_stack() +
            "sample_weight is not supported (any weight other than 1, zero weights included): a "
            "record with weight w counts w times, which "
            "multiplies the sensitivity of every count by max(w) and would silently break the "
            "epsilon guarantee. Pass sample_weight=None (weights of exactly 1 are accepted and "
            "mean the same). For a rare class, rebalance only by dropping majority records "
            "(subsampling without replacement, which can also help the ranking on larger "
            "tables; docs/things_to_know.md, 'sample_weight', says how to undo its shift of the "
            "probabilities) and choose a "
            "threshold on predict_proba: duplicating records (oversampling, SMOTE) puts one "
            "person in several rows and multiplies the epsilon they get by the copies. Survey "
            "design weights cannot be applied either: fit unweighted (the model then describes "
            "the sample as drawn), or declare a design weight fixed before collection as a "
            "feature with public bounds (not a calibrated or raked weight, which depends on the "
            "other respondents); docs/evaluation.md, 'Weighted samples', says what can be done "
            "with survey weights.")

    def __sklearn_clone__(self):
        """scikit-learn's clone, telling a tool that fits the clones in worker processes that
        each fit spends epsilon again (:func:`_tell_at_clone`), in the caller's process."""
        new = super().__sklearn_clone__()
        try:
            _tell_at_clone(self, new)
        except Warning:
            raise                       # a warning raised as an error: the caller's to see
        except Exception:   # noqa: BLE001  the call stack read otherwise: the fits say it
            pass
        return new

    def fit(self, X, y, sample_weight=None):
        """Fit the forest under ε-differential privacy.

        Parameters
        ----------
        X : DataFrame or 2-d array
            A DataFrame (pandas, polars, a pyarrow Table or Dask) with columns named as in the
            schema, matched by name, in any order: the model's features then follow the
            frame's order, as scikit-learn's do, and the model releases that order -- fix it
            in code, ``X[list(schema.feature_names)]``, when a frame built from records ordered
            its columns, as ``pd.DataFrame(list_of_dicts)`` does.  A 2-d array's columns are
            read in the schema's order.
        y : array-like of shape (n_samples,)
            Labels, each one of ``schema.classes``.
        sample_weight : None, default=None
            Must be None (or all ones, or the number 1, which is the same): per-record
            weights change the sensitivity of every noisy count, so they are refused with a
            clear error rather than ignored.  Accepted in the signature so scikit-learn utilities that pass
            weights get that message instead of a TypeError.  Beside a Dask ``X`` an array
            of weights is checked weight by weight but not against X's length (that length is
            a count of the records, read only through the door), and a Dask collection of
            weights is refused by its type.

        Returns
        -------
        self
            The fitted estimator.

        Notes
        -----
        Warns :class:`ConstantModelWarning` (and sets ``constant_ = True``) when the fitted
        model predicts one class for every input (a vote of many trees: at every public probe
        point, see ``_is_constant``).  A fit that raises leaves the estimator as it was.

        The parameters the fit used are kept with the fitted state: ``set_params`` afterwards
        changes what the next fit will do, not the model released, and :func:`save_model` and
        the release statement record the fit's (:func:`fitted_params`), saying where they differ.
        """
        # the parameters this fit uses, kept with the fitted state (set_params after the fit
        # changes the estimator, not the model it released): model files and release
        # statements record these (fitted_params)
        used = dict(self.get_params(deep=False))
        given = (X, y)                  # the caller's own objects (X is converted below)
        refuse_bootstrap_resampling(self, sample_weight)
        caller = _repeated_fit_caller()
        told = self.__dict__.pop("_told_at_clone", False)
        if caller is not None and not told and _first_warning_of_run(caller, self):
            # once per search (or per estimator handed to cross_val_score), not once per
            # fit; not again where the tool's clone said it in the parent process
            _say_repeated_fit(self, caller)
        refit = _fitted_model_refit_by_wrapper(self)
        if refit is not None:
            fitted, instead = refit
            warnings.warn(
                f"{type(self).__name__}.fit is being called by a scikit-learn wrapper around an "
                f"already fitted {fitted}: the wrapper fits a clone on these "
                f"records, another epsilon spent on each of them that neither ledger adds up, "
                f"and it then uses the clone, not the fitted model.  To use the "
                f"fitted model as it is, write {instead} and do not fit the wrapper again.",
                RepeatedFitWarning, stacklevel=user_stacklevel())
        told_pipeline = self.__dict__.pop("_told_pipeline_at_clone", False)
        pipe, learning, private = ((None, [], []) if told_pipeline
                                   else _learning_steps_in_front(self))
        if private and not learning and (_first_sight(_WARNED_PIPELINES, pipe) if caller is None
                                         else _first_warning_of_run(caller, self, "pipeline",
                                                                    _WARNED_PIPELINES)):
            _say_private_steps_in_front(self, private)
        # once per pipeline, or once per search when a search refits clones of it
        if learning and (_first_sight(_WARNED_PIPELINES, pipe) if caller is None else
                         _first_warning_of_run(caller, self, "pipeline", _WARNED_PIPELINES)):
            _say_learning_steps_in_front(self, learning)
        # polars / pyarrow input as pandas: its columns are then matched to the schema by name
        X, y = as_pandas(X), as_pandas(y, "y")
        if caller is None:
            # a scikit-learn tool pairs its own subsets (permutation_test_score shuffles y's
            # rows on purpose): only the user's own X and y are compared
            _warn_misaligned_indexes(X, y)
            if _selector_on_stack() is None:
                # (a selector said it of its caller's X; its refit would say it again)
                _warn_copied_rows(X)
        _warn_target_among_features(self.schema, X, y)
        if isinstance(X, np.ndarray) and X.ndim == 2 and X.shape[1] > 1:
            step = _column_transformer_in_front(self)
            if step is not None:
                warnings.warn(
                    f"{type(self).__name__} is fitted on an array without column names from "
                    f"the Pipeline's ColumnTransformer {step!r}, whose output puts its "
                    f"transformers' columns first and the remainder last: the columns are "
                    f"read by position, in the schema's order, so a moved column is read as "
                    f"another feature without any error. Make the step output a DataFrame "
                    f"(.set_output(transform='pandas'), verbose_feature_names_out=False) so "
                    f"its columns are matched to the schema by name.",
                    InputWarning, stacklevel=user_stacklevel())
        # the fitted frame's column order, which the model's features take (_in_fit_order); set
        # on every fit (per thread, for this estimator), so nothing of an earlier fit's frame
        # carries over, and kept off the estimator: a refused fit changes nothing on it
        framed = isinstance(X, pd.DataFrame) or (is_dask_collection(X) and hasattr(X, "columns"))
        # only a frame whose names are all text sets feature names (scikit-learn's convention);
        # integer names are positions, which a positional schema ('0', '1', ... from
        # Schema.from_bounds) also reads an array by, so they keep the schema's order (and an
        # array after such a frame in another order is warned about)
        named = framed and all(isinstance(c, str) for c in X.columns)
        _FIT_COLUMNS.set((id(self), [str(c) for c in X.columns] if named else None))
        # the input container first (scikit-learn's messages), then parameters, then labels
        if isinstance(X, (list, tuple)) and len(X) == 0:
            # no records as a plain sequence: zero rows (its width is the schema's), accepted
            # like an empty array -- refusing it would tell n = 0 from its neighbour n = 1
            width = (self.schema.n_features if isinstance(self.schema, Schema)
                     else len(self.schema.get("features", ())) if isinstance(self.schema, dict) else 1)
            X = np.empty((0, max(int(width), 1)), dtype=object)
        self._check_container(X, fitting=True)
        self._check_y_present(y)
        self._check_sample_weight(sample_weight, X)
        epsilon, schema = self._checked_settings()
        check_random_state(getattr(self, "random_state", None))
        _refuse_target_in_x(X, y, schema)
        # y's name (the caller's label, not a record value): predict names it when X still
        # holds that column, as this fit does
        target_name = _target_name(y, schema)
        self._check_column_kinds(X, schema)
        _warn_ordered_categoricals(X, schema)
        _warn_unsaveable_schema(schema)
        y = checked_labels(self, X, y, schema)
        seed, rng = self._seed()
        with closing_bars(), _parallel.using(getattr(self, "n_jobs", None)), \
                compile_notice(getattr(self, "progress", False)):
            if is_dask_collection(y) and not is_dask_collection(X):
                raise SchemaError("with a Dask Series y, X must be a Dask DataFrame partitioned "
                                  "like y (e.g. the other columns of the same Dask DataFrame)")
            if is_dask_collection(X):
                from ..dask_data import DaskPrivateData  # optional extra

                # its set-up (encoding and ranking the partitions) shows on the fit's bar switch
                data = DaskPrivateData(X, y, schema, epsilon, seed, progress=getattr(self, "progress", False))
                if caller is None and not getattr(data, "indexes_agree", True):
                    from ..privacy.accountant import pinned_dask_fit

                    if not pinned_dask_fit():
                        # the in-memory pairing warning, decided on the workers (one flag per
                        # partition reaches the driver, no label); a pinned budget's fit, whose
                        # caller may not see the records, says nothing, as in memory
                        _say_misaligned_indexes(dask=True)
            else:
                # No check of which classes occur, nor of how many records there are: a refusal
                # that depends on the records would itself be an un-noised release
                # (docs/privacy.md).  A class absent from the data is a zero count before noise;
                # empty data fit too.
                refused = None
                try:
                    data = PrivateData(X, y, schema, epsilon, seed)
                except OutOfDomainError as e:
                    if not learning:
                        # behind steps that learn nothing (a FunctionTransformer's log, a
                        # ColumnTransformer of them), the bounds are read in those steps' units
                        front = _front_step_names(self)
                        if not front:
                            raise
                        # an unnamed array from a ColumnTransformer (warned of above): its
                        # columns are most likely in another place, which comes first
                        mover = (_column_transformer_in_front(self)
                                 if isinstance(X, np.ndarray) and X.ndim == 2 else None)
                        moved = ("" if mover is None else
                                 f"X comes out of the pipeline's ColumnTransformer {mover!r} as "
                                 f"an array without column names, which puts its transformers' "
                                 f"columns first and the remainder last, while the array is read "
                                 f"by position in the schema's order: the refusals below are "
                                 f"most likely columns in another place.  Make the step output "
                                 f"a DataFrame (.set_output(transform='pandas'), "
                                 f"verbose_feature_names_out=False) so its columns are matched "
                                 f"by name.  Otherwise: ")
                        raise _keeping_problems(OutOfDomainError(
                            f"{moved}{_out_of_steps(front)}: the schema's bounds and "
                            f"categories are read in the units and codes those steps output, so declare them for the "
                            f"transformed columns (a log1p column's bounds are log1p of the raw "
                            f"ones), or fit on the raw columns.  What the schema refused:\n{e}",
                            conformable=e.conformable), e) from None
                    refused = e
                except SchemaError as e:
                    # a step in front that adds or drops columns (a one-hot encoder): the width
                    # refusal named no step, where the domain refusals above do
                    _raise_width_behind_steps(self, e)
                    raise
                if refused is not None:
                    # values beyond the domain behind a step that learns (a scaler): the step
                    # changed the columns, whose bounds are in the raw column's units
                    # the cause first: the column lines below are its symptoms (a scaler in
                    # front of 30 columns made a message whose cause came last)
                    raise _keeping_problems(OutOfDomainError(
                        f"{_out_of_steps(learning)}: the schema's bounds and categories "
                        f"describe the raw columns, so a step that rescales or recodes them "
                        f"makes valid records look out of domain; fit the dpforest estimator on "
                        f"the raw columns (it takes mixed columns and missing values).  What the "
                        f"schema refused:\n{refused}", conformable=False), refused)
            # a paper's own accounting spends more than the stated ε: the ledger's budget is then
            # the recipe's true composed ε, so the ledger is never told a smaller number than is spent
            granted = data.ledger.budget = self._recipe_epsilon(epsilon)
            if not math.isclose(granted, epsilon, rel_tol=1e-9):
                data.ledger.stated = float(epsilon)
            fitted = self._fit_private(data, schema, epsilon, rng)
        eps = data.ledger.check()
        if not data.ledger.noiseless and not (eps == granted or math.isclose(eps, granted, rel_tol=1e-9)):
            # a built-in estimator never gets here; an estimator of one's own (a subclass whose
            # _fit_private books its queries through the data door) is told what to mend
            raise RuntimeError(f"the fit spent epsilon={eps!r}, not the {granted!r} granted: "
                               f"{type(self).__name__}._fit_private must book exactly the epsilon "
                               f"it is given through the data door (docs/extending.md)")
        # commit state only after everything succeeded (and put the old state back if the
        # constant-model warning below is raised as an error: a failed fit changes nothing)
        previous = dict(self.__dict__)
        refitted = "ledger_" in previous
        # a refit replaces the learned state whole: attributes only an earlier fit set (another
        # regime's, say) would describe the previous model
        for k in [k for k in vars(self) if k.endswith("_") and not k.startswith("_")]:
            delattr(self, k)
        for k, v in fitted.items():
            setattr(self, k, v)
        self.ledger_ = data.ledger
        self._fit_params = used
        # the version whose code fitted the trees, kept by model files and pickles (which
        # record the version that wrote them: a re-saved model's writer is not its fitter)
        from .. import __version__
        self.fitted_with_version_ = __version__
        # a random name for this fit (public randomness, nothing of the records): two fits
        # often release identical models (label leaves, a few permute-and-flip draws), so a
        # privacy budget's release names the fit, not the model's content
        # (dpforest.fingerprint); kept by model files and pickles, so a copy is the same fit
        import secrets

        self.fit_id_ = secrets.token_hex(16)
        # fitted by a search or cross-validation (one of its several fits): a PrivacyBudget
        # refuses to book this ledger as if it were the whole release (kept in model files)
        if caller is not None:
            self.ledger_.fitted_in = run_tool(caller)
        # a fit may end on another public grid than it started with (adaptive numeric grids)
        self.schema_ = fitted.get("schema_", schema)
        self.classes_ = sorted_classes(schema.classes)
        self.n_features_in_ = schema.n_features
        # the schema took the frame's column order where its names are text (_in_fit_order),
        # so this is True only after a frame of integer names in another order (and in model
        # files of earlier versions, which kept the schema's order): predict then says how an
        # unnamed array is read
        self._fitted_in_other_order = framed and [str(c) for c in X.columns] != list(schema.feature_names)
        # the schema parameter's order as written, for predict's warning about unnamed arrays
        # (kept from the fit: the parameter may be set to another schema afterwards)
        self._declared_order_at_fit = _declared_names(self.schema)
        if named:
            # scikit-learn's convention: feature names only when every column name is a string
            # (integer or tuple names are positions, and checking them would warn on every predict).
            # The frame's columns are matched to the schema by name, in any order, and the
            # model's features (feature_importances_, the columns of an array passed to
            # predict, schema_) take the frame's order, so that is the order of the names too.
            self.feature_names_in_ = np.asarray(list(schema.feature_names), dtype=object)
        if target_name is not None:
            self.target_name_ = target_name
        else:
            # an earlier fit's label name is not this fit's
            self.__dict__.pop("target_name_", None)
        cls, probed = self._constant_verdict()
        self.constant_ = cls is not None
        try:
            # once per search or cross-validation run (as the refit warning): five folds of one
            # cross_val_score made five identical warnings, scikit-learn's catch_warnings()
            # around each fit defeating Python's once-per-line rule
            if self.constant_ and (caller is None or _first_warning_of_run(
                    caller, self, "constant", _WARNED_CONSTANT_RUNS)):
                where = {None: "for every input",
                         "domain": f"at every one of {CONSTANT_PROBES:,} points spread over the "
                                   f"schema's domain",
                         "records": f"at every one of {MASS_PROBES:,} points drawn where its "
                                    f"released leaf counts place the records (any other class "
                                    f"only where they place next to none)"}[probed]
                self._warn_constant(schema, cls, where, epsilon)
            if caller is None and not self.constant_:
                self._warn_one_class_released(schema)
            self._advise_after_fit()
            self._warn_paper_accounting(epsilon, eps)
            self._warn_weak_epsilon(epsilon)
            if refitted and caller is None:
                self._warn_refit(epsilon, (previous.get("_fit_params") or {}).get("epsilon"))
            self._warn_same_records(*given, caller, epsilon)
        except BaseException:   # a warning raised as an error: the fit changes nothing
            self.__dict__.clear()
            self.__dict__.update(previous)
            raise
        _remember_training_objects(self, *given)
        return self

    def _warn_same_records(self, X, y, caller, epsilon) -> None:
        """:class:`SameRecordsWarning` the first time another estimator's fit is given the
        very X object an earlier fit was given (read from identities alone).  Every fit's X
        is remembered, warned or not, so that a fit outside a tool after one inside it is
        still said."""
        from ..privacy.accountant import budget_running

        if _selector_on_stack() is not None:
            return      # a selector's candidate or refit: the selector remembers its own X
        entry = _register_fit(self, X, y)
        if entry is None or caller is not None or budget_running() \
                or is_muted(SameRecordsWarning):
            return
        _say_same_records(entry, epsilon)

    def _warn_refit(self, epsilon, earlier=None) -> None:
        """Once per estimator object: a second fit of it is a second release (a notebook cell
        run again, a loop over seeds).  Not inside a search (its own warning says more), a
        PrivateModelSelector (its ledger composes its fits), or a PrivacyBudget's fit (the
        budget books it).  ``earlier``: the previous fit's epsilon (its parameters as fitted)."""
        from ..privacy.accountant import budget_running

        if budget_running() or _selector_on_stack() is not None \
                or not _first_sight(_WARNED_REFITS, self):
            return
        _say_refit(self, epsilon, earlier)

    #: ``accounting='paper'`` is our reading of a split the paper does not state (DPRF)
    _paper_accounting_hypothesised = False

    def _warn_paper_accounting(self, epsilon, composed: float) -> None:
        """A paper's own accounting (``accounting='paper'``) composes more than the ``epsilon``
        given (∞ where it reads an exact count): said at fit, since a model file quoted with its
        ``epsilon`` parameter alone would claim a guarantee it does not have.  At most once a
        minute per estimator class (a paper's reproduction fits many).  ``composed``: the
        ledger's ε as the fit's check just composed it (composing it again cost as much as the
        check: 0.6 s of a depth-17 tree's 7 s)."""
        if not composed > float(epsilon) * (1 + 1e-9) or \
                not once_a_minute("paper accounting", type(self), AccountingWarning):
            return
        whose = ("our hypothesised reading of its paper's accounting"
                 if self._paper_accounting_hypothesised else "its paper's own accounting")
        warnings.warn(
            f"this {type(self).__name__} was fitted with {whose} "
            f"(accounting={getattr(self, 'accounting', None)!r}): its ledger composes epsilon="
            f"{composed:g}, not the epsilon={float(epsilon):g} given"
            + (" (it reads an exact count: no differential privacy at all where a neighbouring "
               "data set adds or removes a record, as dpforest's guarantee reads"
               # only where the estimator takes a public size (the SNR forest): RFDP_OOB's
               # exact count is each tree's out-of-bag size, which no declared size makes public
               + ("; a public n_samples, as under replace-one neighbours, makes that count "
                  "public" if "n_samples" in self.get_params(deep=False) else "")
               + ")" if math.isinf(composed) else "")
            + ", so quote ledger_.epsilon, not the parameter; accounting='sound' spends exactly "
              "the epsilon given (said at most once a minute per class).",
            AccountingWarning, stacklevel=user_stacklevel())

    def _warn_weak_epsilon(self, epsilon) -> None:
        warn_weak_epsilon(self, epsilon)

    def _advise_after_fit(self) -> None:
        """Warnings read from the released model alone, after a fit (none by default)."""

    def _one_class_released(self, schema):
        """The one class the released leaf counts show records of beyond their noise
        (:func:`~dpforest.tree.probes.absent_classes` true for every other), or None.  Labels
        of one class given to fit make a model that predicts it for every record yet names the
        others in noise-only corners of its domain (10 of 10 such fits of a new user's), so
        that neither the constant-model check nor the user saw it.  Post-processing of the
        released counts; None where the leaves released their class alone, and None where the
        counts are too noisy to show even a class of an even share
        (:func:`~dpforest.tree.probes.even_share_visible`): there a class left under the noise
        is no sign of one-class labels -- unless the size the depth came from was declared
        (``n_samples``), whose being far above the records is what makes the leaves that
        noisy, and which the notice then names first."""
        if getattr(self, "leaf_release_", "counts") == "label":
            return None
        trees = getattr(self, "trees_", None) or []
        absent = absent_classes(trees)
        if absent is None or len(absent) < 2 or int((~absent).sum()) != 1:
            return None
        if getattr(self, "n_samples", None) is None and not even_share_visible(trees):
            return None
        return _plain(schema.classes[int(np.flatnonzero(~absent)[0])])

    def _one_class_advice(self, only) -> str:
        """What a fit whose released counts show records of ``only`` alone says of it: a
        labelling slip first, unless the noisy size already says the classes are too small for
        ε (fewer than :data:`FEW_PER_CLASS` records·ε a class: an 80-class table of 5 records a
        class read as a suspected labelling error)."""
        sch = getattr(self, "schema_", None)
        n, C = getattr(self, "noisy_n_", None), len(getattr(sch, "classes", None) or ())
        n = None if n is None or not math.isfinite(float(n)) else max(float(n), 0.0)
        eps = float(self.epsilon)
        slip = (f"the labels given to fit were (almost) all {only!r} -- if y should hold the "
                f"other classes, check it (the data owner's check: Schema.check(X, y), or "
                f"dpforest schema-check)")
        small = (f"the other classes hold too few records for epsilon={eps:g} to show them "
                 f"through the noise")
        declared = getattr(self, "n_samples", None)
        if n is not None and C and n * eps / C < FEW_PER_CLASS:
            return (f"{C} classes and about {n / C:.0f} records a class by the "
                    f"{'noisy size (noisy_n_)' if declared is None else 'declared n_samples'}"
                    f": most likely {small}, or {slip}")
        if declared is not None:
            # the size the rules used was declared, not measured: one far above the records
            # given grows a tree deeper than they fill, whose leaves show one class by noise
            return (f"either the declared n_samples={float(declared):g} is far above the "
                    f"number of records given to fit (the tree's depth comes from it, and a "
                    f"tree too deep for its records has leaves that noise decides; leave "
                    f"n_samples=None for a noisy count) -- or {slip} -- or {small}")
        return f"either {slip} -- or {small}"

    def _warn_one_class_released(self, schema) -> None:
        """:class:`~dpforest.exceptions.InputWarning` for a model not called constant whose
        released counts show records of one class alone (:meth:`_one_class_released`): it names
        the others only where noise decides.  Not inside a search or cross-validation (whose
        folds would each say it); a constant model's warning says it instead."""
        only = self._one_class_released(schema)
        if only is None or is_muted(InputWarning):
            return
        warnings.warn(
            f"{type(self).__name__}'s {ONE_CLASS_RELEASED} "
            f"{only!r} beyond their noise, so the model names the other classes only where "
            f"noise decides: {self._one_class_advice(only)}.", InputWarning,
            stacklevel=user_stacklevel())

    def _warn_constant(self, schema, cls, where, epsilon) -> None:
        """The constant-model warning (stacklevel: the caller of ``fit``); none inside a
        :func:`~dpforest._warning_control.muted` block for it (a selector's candidates)."""
        if is_muted(ConstantModelWarning):
            return
        if getattr(self, "max_depth", None) == 0 and not isinstance(self.max_depth, bool) \
                and getattr(self, "regime_", "greedy") != "random":
            # a single leaf asked for: constant by design, not for want of signal or budget
            warnings.warn(
                f"{type(self).__name__} predicts the class {_plain(schema.classes[cls])!r} "
                f"{where}: max_depth=0 makes one leaf, whose noisy class counts give the same "
                f"prediction for every record (a majority-class model); leave max_depth='auto' "
                f"for a tree.", ConstantModelWarning, stacklevel=user_stacklevel())
            return
        # a forest whose trees each see a few of the features (public settings): a vote of
        # trees that mostly miss the informative columns says the common class at any size
        subset = None
        if getattr(self, "max_features", None) is not None:
            try:
                k = resolve_max_features(self.max_features, schema.n_features)
            except (ValueError, TypeError):
                k = schema.n_features
            if k < schema.n_features:
                subset = (f" Each tree here reads {k} of the {schema.n_features} features "
                          f"(max_features={self.max_features!r}), so most trees can miss the "
                          f"columns that carry the class, whatever the size: max_features=None "
                          f"gives every tree every feature.")
        # many trees (a paper's 100) divide the epsilon or the records among them: said first,
        # where it is the likeliest cause (a walkthrough's DiffPRFs: AUC 0.99, constant with
        # 100 trees, 0.97 accuracy with 10; max_features=None changed nothing)
        T = len(getattr(self, "trees_", ()) or ())
        many = (f" Its {T} trees each get a share of that epsilon or of the records: with "
                f"n_estimators=10 each would get {T / 10:g} times more, which on a small table "
                f"matters most." if T >= 20 else "")
        only = self._one_class_released(schema)
        labels = ("" if only is None else
                  f" Its {ONE_CLASS_RELEASED} {only!r} beyond "
                  f"their noise: {self._one_class_advice(only)}.")
        commoner = commoner_class(getattr(self, "trees_", None) or [], cls)
        rare = ("" if getattr(self, "leaf_release_", "counts") == "label" else
                f" The class it predicts is not the commonest in its own released counts, "
                f"which read {_plain(schema.classes[commoner])!r} higher by more than their "
                f"noise: always predicting {_plain(schema.classes[commoner])!r} would likely "
                f"score better than this model." if commoner is not None else
                " On a rare class one predicted class everywhere is common even for a useful "
                "model: its predict_proba can still rank the records, so judge it by ROC AUC "
                "or a threshold on predict_proba.")
        warnings.warn(
            f"{type(self).__name__} predicts the class {_plain(schema.classes[cls])!r} "
            f"{where}: at epsilon={epsilon:g} no split or leaf count it released "
            f"stands out from the noise, or the data hold no signal it could use (a split pays "
            f"off only when n_records x epsilon per query is large against 1). More epsilon, "
            f"more records, or fewer features / classes / trees / depth (so each query gets a "
            f"larger share) would help if the data do hold signal."
            + many + (subset or "") + rare + labels, ConstantModelWarning,
            stacklevel=user_stacklevel())

    # ------------------------------------------------------------------ constant model
    def _leaf_classes(self) -> list[np.ndarray]:
        """Per tree, the class each *leaf* votes for: the argmax of its released counts, or of
        its smoothed distribution (:meth:`_vote_table`) where the leaves are smoothed, ties
        going to the first class of ``classes_`` as in predict.  A smoothed leaf whose noisy
        counts are all 0 or below takes its tree's pooled leaves
        (:meth:`~dpforest.tree.model.FlatTree.smoothed_leaf_proba`), so predict gives its
        records their class, not the least negative count's.  (Private-RDT keeps the raw argmax
        there in its own ``_proba``, so it reads the counts.)"""
        out = []
        order = class_order(self.schema_.classes)
        for tree in self.trees_:
            if self._smooth_leaves:
                # predict takes the argmax over the columns in classes_ order (sorted)
                lab = order[self._vote_table(tree)[:, order].argmax(1)]
                out.append(lab[tree.is_leaf])
            else:
                # the leaves' rows alone (a 500-class forest's inner rows were most of the cost)
                c = np.asarray(tree.counts, dtype=float)[tree.is_leaf]
                out.append(np.where(np.isnan(c), -np.inf, c).argmax(1))
        return out

    def _constant_class(self):
        labs = np.concatenate(self._leaf_classes()) if self.trees_ else np.zeros(0, np.int64)
        return int(labs[0]) if len(labs) and np.all(labs == labs[0]) else None

    def _is_constant(self) -> bool:
        """True when the public model alone shows one prediction for every input.

        Decided from the released model (post-processing, no privacy cost): if every leaf of
        every tree has its largest count at class c, then a hard vote (each tree votes c) and a
        soft vote (a weighted mean of distributions that all peak at c) both give c for every
        input.  That test is exact for one tree, but a vote of many trees can be constant while
        their leaves disagree; for those (and for estimators with their own combination rule)
        the model also predicts :data:`CONSTANT_PROBES` public probe points drawn uniformly over
        the schema's codes (:meth:`_probe_constant`).  Where the leaves released no counts, one
        class at all of them counts as constant (a region too small for any probe to land in
        can make that a false alarm).  Where they released counts, the model is also probed at
        :data:`MASS_PROBES` points drawn where those counts place the records
        (:func:`dpforest.tree.probes.mass_probes`): one class at both counts as constant over
        the domain; otherwise the records' points decide -- one class at all of them counts
        (other classes only in corners the counts say are empty) where the counts give another
        class at least :data:`MASS_MIN_OTHER_SHARE` of the records.
        """
        return self._constant_verdict()[0] is not None

    def _constant_verdict(self):
        """(class index or None, how it was decided: None -- exactly, for every input;
        ``"domain"`` -- at probe points spread over the domain; ``"records"`` -- at probe points
        drawn where the released leaf counts place the records)."""
        if not getattr(self, "trees_", None):
            return None, None
        c = self._constant_class() if self._uses_leaf_vote() else None
        if c is not None:
            return c, None
        domain = None
        if not (self._uses_leaf_vote() and len(self.trees_) == 1):
            domain = self._probe_constant(self._domain_probes())
        shares = class_shares(self.trees_)
        if shares is None:
            # no counts released: the domain's points are all there is to probe
            return (domain, "domain") if domain is not None else (None, None)
        mass = self._probe_constant(mass_probes(self.trees_, self.schema_.n_codes(), MASS_PROBES))
        if domain is not None and mass == domain:
            return domain, "domain"
        # otherwise the records' probes decide: the released counts say where the records lie,
        # and the domain's uniform points may lie nowhere near them (a forest on 1,558 sparse
        # 0/1 columns, RFDP_OOB on internet_ads, predicted 'ad' at all 4,096 domain points,
        # both classes at the mass probes and 'nonad' for 965 of 984 held-out records); one
        # class at the domain's points and another at the records' is the records' verdict
        # a model that differs only where it put next to no records is constant on the data
        # as a user sees it (its test predictions) -- still decided from the model alone.  Only
        # where its counts say another class holds a real share of the records: a class of
        # 0.1 % (fraud, a rare disease) predicted where it lies would be missed by the probes.
        # The shares are the raw noisy counts summed (class_shares): clipped leaf by leaf, the
        # noise lifted classes of 2-4 % over the line (70 of 843 measured fits reaching here,
        # every other class under 5 % of their records)
        if mass is None or np.delete(shares, mass).max(initial=0.0) < MASS_MIN_OTHER_SHARE:
            return None, None
        return mass, "records"

    def _domain_probes(self) -> np.ndarray:
        """:data:`CONSTANT_PROBES` points drawn with a fixed seed over the fitted schema's codes
        (public)."""
        rng = np.random.default_rng(0)
        return np.column_stack([rng.integers(0, int(k), CONSTANT_PROBES) for k in self.schema_.n_codes()])

    def _probe_constant(self, codes):
        """The one class the model predicts at every probe point of ``codes``, or None (also
        for no points).  The verdict reads nothing but the model and the schema."""
        if codes is None or not len(codes):
            return None
        pred = self._proba_at_probes(codes).argmax(1)
        return int(pred[0]) if np.all(pred == pred[0]) else None

    def _proba_at_probes(self, codes) -> np.ndarray:
        """Class probabilities at made-up points ``codes`` (integer codes of the fitted
        schema: the constant-model check's and the ROC's mass probes), in the schema's code
        type."""
        return self._proba_from_codes(codes.astype(code_dtype(int(self.schema_.n_codes().max()))))

    def _uses_leaf_vote(self) -> bool:
        """Whether predictions are the (weighted) vote of :meth:`_leaf_tables`."""
        return (type(self)._leaf_tables is DPForestBase._leaf_tables
                and type(self).predict_proba is DPForestBase.predict_proba)

    def _proba_is_vote_share(self) -> bool:
        """Whether ``predict_proba`` is exactly the normalised sum of :meth:`_leaf_tables` at the
        row's leaves (this class's ``_proba``): not where a forest combines its trees its own
        way (Private-RDT's summed counts, the SNR forest's highest confidence), whose scores
        are other functions of the same leaves."""
        return self._uses_leaf_vote() and type(self)._proba is DPForestBase._proba

    def _overrides_predict_proba_only(self) -> bool:
        """An estimator of one's own whose public ``predict_proba`` is defined in a more derived
        class than its ``_proba``: ``predict`` follows ``predict_proba``, but the door's private
        evaluations and model selection read ``_proba`` on encoded records, which then does
        not say what the model serves (public: the class alone)."""
        cls = type(self)
        if cls.predict_proba is DPForestBase.predict_proba:
            return False
        mro = cls.__mro__
        where = {name: next(i for i, c in enumerate(mro) if name in vars(c))
                 for name in ("predict_proba", "_proba")}
        # _proba left to the trees, or overridden less specifically than predict_proba (a
        # subclass of a forest that keeps the forest's _proba counts too): _proba no longer
        # says what predict_proba serves
        return cls._proba is DPForestBase._proba or where["predict_proba"] < where["_proba"]

    def _proba_from_codes(self, codes: np.ndarray) -> np.ndarray:
        """Class probabilities in the schema's class order for records already encoded by the
        schema (used by model selection, which compares them with the door's label codes).
        Every ``_proba`` encodes through ``self._encode``, so a shallow copy whose ``_encode`` is
        the identity reuses each estimator's own combination rule."""
        import copy

        proxy = copy.copy(self)
        proxy._encode = lambda codes_: codes_
        return proxy._proba(codes)

    def _validate_params_extra(self, schema: Schema) -> None:
        """Hook for estimator-specific parameter checks (raise before anything is fitted)."""

    def _recipe_epsilon(self, epsilon: float) -> float:
        """The composed ε the fit's recipe spends: ``epsilon`` unless a paper's forest runs with its
        paper's own accounting (``accounting='paper'``), which overrides this."""
        return epsilon

    def _fit_private(self, data: PrivateData, schema: Schema, epsilon: float, rng) -> dict:
        raise NotImplementedError

    def _split_features(self) -> set[int] | None:
        """The feature indices the fitted trees split on (None when a tree is not a
        :class:`FlatTree` with a ``feature`` array, as a subclass's model might not be)."""
        trees = getattr(self, "trees_", None)
        if not trees or not all(isinstance(getattr(t, "feature", None), np.ndarray) for t in trees):
            return None
        return {int(j) for j in np.unique(np.concatenate([t.feature for t in trees])) if j >= 0}

    def _encode(self, X) -> np.ndarray:
        check_is_fitted(self, "ledger_")
        _warn_inspected_training_records(self)
        X = as_pandas(X)
        X = _without_person_column(self, X)
        self._check_container(X, fitting=False)
        if not is_dask_collection(X):
            if not hasattr(X, "columns") and getattr(self, "_fitted_in_other_order", False):
                warnings.warn(
                    "X has no column names, so its columns are read in the schema's order "
                    "(schema_.feature_names), which is not the column order of the frame this "
                    "model was fitted on; pass a DataFrame, or an array built as "
                    "X_frame[model.schema_.feature_names].to_numpy() (integer column names: "
                    "X_frame[[int(c) for c in model.schema_.feature_names]])", InputWarning, stacklevel=user_stacklevel())
            elif not hasattr(X, "columns") and _declared_order_differs(self):
                # scikit-learn's own warning ("X does not have valid feature names") does not
                # say that the array is read in another order than the schema the user wrote
                warnings.warn(
                    "X has no column names, so its columns are read in the order of the frame "
                    "this model was fitted on (feature_names_in_), which is not the order of "
                    "the schema it was given; pass a DataFrame, or an array built as "
                    "X_frame[list(model.feature_names_in_)].to_numpy()", InputWarning,
                    stacklevel=user_stacklevel())
            if hasattr(X, "columns"):
                # before scikit-learn's own check, whose refusal carried no problems to route
                refuse_repeated_columns(X.columns, self.schema_.feature_names)
            # feature-name and feature-count checks with scikit-learn's messages and warnings
            _check_fitted_names(self, X)
            failed = None
            try:
                # fitted on an array, a frame is still read by the schema's names (a frame
                # without them is refused below): scikit-learn's warning would say its columns
                # are taken by position, so its check gets a nameless stand-in of the frame's
                # width (not a warnings filter: catch_warnings edits process-wide state, and
                # predictions from several threads left the filter installed for good)
                checked = _in_fitted_order(self, X)
                if getattr(self, "feature_names_in_", None) is None and hasattr(checked, "columns"):
                    checked = np.empty((0, checked.shape[1]))
                validate_data(self, checked, reset=False, skip_check_array=True)
            except ValueError as e:
                failed = _unquoted_extra_names(str(e))
            if failed is not None:   # raised outside the handler: no context quoting names
                raise _layout_error(failed, [(LAYOUT_COLUMN, "a different number of columns")]
                                    if failed.startswith("X has a different number of columns")
                                    else [])
        elif _is_dask_frame(X):
            refuse_dask_columns(self, X._meta)
        self._check_column_kinds(X, self.schema_)      # a Dask DataFrame's: dtypes, no compute
        try:
            if not is_dask_collection(X):
                # only the split features' codes are read: a wide table's other columns are
                # validated, not binned
                codes = self.schema_.encode(X, read=self._split_features())
                self._warn_other_groups(codes)
                return codes
            from ..dask_data import encode_collection  # optional extra

            return encode_collection(self.schema_, X=X)
        except SchemaError as e:
            # the fit's advice (declare allow_missing, widen the bounds, add the category)
            # means a new fit: the fitted model's own options instead (also conform's own
            # refusal on a lazily conformed Dask frame is kept as it is)
            how = ("To predict on such records with this model, pass "
                   "model.schema_.conform(X): values beyond a bound are read as "
                   "the bound, unknown categories as missing values (in columns "
                   "that allow them)")
            if isinstance(e, OutOfDomainError) and _decision_boundary_on_stack():
                # scikit-learn's grid, not the user's records, left the bounds: conform(X)
                # cannot reach it, and the remedy is the display's own argument
                how = DECISION_BOUNDARY_ADVICE
            err = fitted_refusal(e, how)
            if err is None:
                raise
            raise err from None

    def _warn_other_groups(self, codes: np.ndarray) -> None:
        """Said once per model: a model of one group (``group_``, from a budget's
        ``fit_per_group`` or ``dpforest fit --per-group``) is given records of other groups
        of its column.  It was fitted on its group's records only, so its answers for the
        others come from a model of another population (the docs' "serve it for that group
        only" was enforced nowhere).  Reads the codes of the records passed (the caller's
        own, as any prediction) and names only the column and the declared category."""
        group = getattr(self, "group_", None)
        if not isinstance(group, dict) or self in _WARNED_OTHER_GROUPS:
            return
        names = self.schema_.feature_names
        column, category = group.get("column"), group.get("category")
        if column not in names or not len(codes):
            return
        j = names.index(column)
        code = group_code(self.schema_, j, category)
        if code < 0 or not (codes[:, j] != code).any() \
                or not _first_sight(_WARNED_OTHER_GROUPS, self):
            return
        which = f"{column}={category!r}" if category is not None else f"{column} missing"
        warnings.warn(
            f"this {type(self).__name__} is the model of group {which} (group_: fitted on "
            f"that group's records only), and X holds records of other groups of {column!r}: "
            f"its answers for them come from a model of another population.  Predict each "
            f"group with its own model (said once per model).",
            InputWarning, stacklevel=user_stacklevel())

    def score(self, X, y, sample_weight=None):
        """Mean accuracy on (X, y); every label must be one of the declared classes.

        A label outside ``classes_`` is an error (it could never be predicted, so counting it
        as wrong would silently understate accuracy, typically a mistyped label set).
        ``sample_weight`` is passed to scikit-learn's ``accuracy_score`` (scoring is not a
        private query: it reads only the data you pass to it).

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to classify, read through ``schema_``.
        y : array-like of shape (n_samples,)
            Their true labels, each one of ``classes_``.
        sample_weight : array-like of shape (n_samples,) or float, default=None
            Weights of the rows in the mean (a single number weighs every row alike); finite.

        Returns
        -------
        float
            The (weighted) share of rows whose predicted class is their label.
        """
        check_is_fitted(self, "ledger_")
        if not _called_by_sklearn_tool():
            # the user's own test records and labels, paired by position as fit pairs them
            # (a scikit-learn tool pairs its own subsets, some shuffled on purpose)
            _warn_misaligned_indexes(as_pandas(X), as_pandas(y, "y"))
            if given_to_its_fit(self, X, y) and _first_sight(_WARNED_TRAINING_SCORES, self):
                # as private_roc says of its training records (identities only, once a model)
                warnings.warn(
                    f"score is given the very X or y object this {type(self).__name__} was "
                    f"fitted on: a training accuracy, an exact function of those records that "
                    f"epsilon does not cover (yours to look at, not to publish), and an "
                    f"optimistic one.  For a figure to publish, score held-out records with "
                    f"dpforest.evaluation.private_confusion_matrix (said once per model).",
                    EvaluationWarning, stacklevel=user_stacklevel())
        try:
            y = self._check_labels(as_pandas(y, "y"), self.schema_)
        except SchemaError as e:
            # the schema's advice is for a fit ("declare every class"); a fitted model's
            # classes are fixed, so say what to do with such rows instead
            said = str(e).replace(
                "declare every class in the schema",
                "this fitted model predicts only the classes its schema declared, so such a row "
                "could never be right: map those labels to declared classes, or drop their rows, "
                "before scoring")
            if said == str(e):
                raise
            raise _keeping_problems(SchemaError(said), e) from None
        if is_dask_collection(X):
            # X's container and columns from its metadata, before y's partitions are read
            # (tasks) for a predict that would then refuse X
            self._check_container(X, fitting=False)
            if _is_dask_frame(X):
                refuse_dask_columns(self, X._meta)
        if is_dask_collection(X) or is_dask_collection(y):
            from ..dask_data import refuse_unordered_steps  # optional extra

            # X and y are computed apart (two reads): rows a shuffle orders anew would pair
            # with other rows' labels
            refuse_unordered_steps(X=X if is_dask_collection(X) else None,
                                   y=y if is_dask_collection(y) else None)
        if is_dask_collection(y):
            from ..dask_data import encode_collection  # optional extra

            truth = encode_collection(self.schema_, y=y)
        else:
            truth = self.schema_.encode_labels(y)
        from sklearn.metrics import accuracy_score

        pred = self.schema_.encode_labels(self.predict(X))
        if sample_weight is not None:
            # read first: numpy's message for ragged weights quotes their number
            sample_weight = _weights_as_numbers(sample_weight)
            if sample_weight.ndim == 0:      # one weight for every row, as fit takes it
                sample_weight = np.full(len(pred), float(sample_weight))
        _same_length(truth, pred, sample_weight)
        if len(pred) == 0:
            # a Dask frame whose partitions are all empty (predict returns no rows, as it
            # should): said as an empty X is in memory, not as scikit-learn's bare error
            raise _empty_x("score needs at least one record (every partition of the Dask "
                           "collection is empty)")
        if sample_weight is not None:
            if not np.isfinite(sample_weight).all():
                raise ValueError("sample_weight must be finite numbers (no NaN or infinity)")
        return float(accuracy_score(truth, pred, sample_weight=sample_weight))

    def _leaf_tables(self) -> list[np.ndarray]:
        """Per tree, the weighted (n_nodes, C) vote it casts at each leaf (hard: one-hot leaf
        label; soft: leaf class distribution)."""
        C = self.schema_.n_classes
        w = np.asarray(getattr(self, "tree_weights_", np.ones(len(self.trees_))), dtype=float)
        out = []
        for wt, tree in zip(w, self.trees_):
            if self._voting == "soft":
                tab = self._vote_table(tree)
            else:
                lab = np.nan_to_num(tree.counts, nan=-np.inf).argmax(1)
                tab = np.zeros((tree.n_nodes, C))
                tab[np.arange(tree.n_nodes), lab] = 1.0
            out.append(wt * tab)
        return out

    def _vote_table(self, tree) -> np.ndarray:
        """One tree's soft vote per node, (n_nodes, C): its leaf distributions, smoothed by each
        leaf's noise scale where ``_smooth_leaves`` (:meth:`FlatTree.smoothed_leaf_proba`)."""
        return tree.smoothed_leaf_proba() if self._smooth_leaves else tree.leaf_proba()

    def predict_proba(self, X) -> np.ndarray:
        """Class probabilities, one column per class of ``classes_`` in that order (sorted, as
        scikit-learn orders them, whatever order the schema declares; so ``[:, 1]`` of a
        two-class model is the greater label, as ``roc_auc_score`` expects).  Post-processing
        of released counts: exactly as private as the model itself.

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to score, read through ``schema_`` as :meth:`fit` reads them.

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
            Each row sums to 1; a row no tree gives any vote is uniform.  How the trees'
            votes combine is described under :meth:`predict`.
        """
        # (an audit's hundreds of fits on its own made-up data mute both: muted()); neither is
        # said in a joblib worker process, whose warnings reach no notebook, once a worker
        worker = _in_joblib_worker()
        if not worker and not is_muted(LabelProbabilityWarning):
            self._warn_label_proba()
        if not worker and not is_muted(RareClassWarning):
            self._warn_rare_class()
        _warn_calibrated_on_records(model=self)
        return self._sorted_proba(X)

    def _sorted_proba(self, X) -> np.ndarray:
        """:meth:`predict_proba` without its label-leaf notice (``predict`` reads it too)."""
        proba, order = self._proba(X), class_order(self.schema_.classes)
        if np.array_equal(order, np.arange(len(order))):
            return proba              # declared in sorted order: no (rows x classes) copy
        return proba[:, order]

    def _warn_label_proba(self) -> None:
        """Said once per model and at most once a minute per estimator class (a
        cross-validation scores a fresh clone per fold; each new model where the user's filters
        ask for every warning): a model whose
        leaves released only their class gives (C + 1)/(2C) to the predicted class, so its
        probabilities carry no ranking within a class (ROC AUC, lift and calibration read
        that).  The rule chose such leaves because they predict better at small n̂·ε."""
        if getattr(self, "leaf_release_", "counts") != "label" \
                or not _first_sight(_WARNED_LABEL_PROBA, self):
            return
        # once per model always; across models once a minute, unless every warning is asked for
        if not once_a_minute("label probabilities", type(self), LabelProbabilityWarning):
            return
        why = ("chosen at this size x epsilon because it predicts better"
               if getattr(self, "leaf_release", "auto") == "auto" else "as leaf_release asks")
        gives = label_proba_words(len(self.classes_), len(getattr(self, "trees_", ())))
        warnings.warn(
            f"this {type(self).__name__}'s leaves released only their class "
            f"(leaf_release_='label', {why}): {gives}, and ROC AUC, lift or "
            f"calibration read little from it.  For graded probabilities fit with "
            f"leaf_release='counts' (noisy class counts in the leaves; predict is usually less "
            f"accurate at this size x epsilon).  Said at most once a minute per estimator "
            f"class (once per model under warnings.simplefilter('always')).",
            LabelProbabilityWarning, stacklevel=user_stacklevel())

    #: whether predict_proba says when a class is rare by the released counts (the default
    #: forest's greedy splits, chosen for accuracy, are the ones a rare class barely moves)
    _warns_rare_class = False

    def _warn_rare_class(self) -> None:
        """Said once per model and at most once a minute per estimator class, as the label-leaf
        notice: a class under :func:`rare_class_share` of the records by the leaves' released
        counts (:func:`~dpforest.tree.probes.class_shares` of the raw noisy counts:
        post-processing, no budget).  A walkthrough's generated tables, 200,000 rows with 1.9 %
        positives and 2,000,000 with 1 %, got ROC AUC 0.50 and 0.64-0.71 from the default at
        epsilon 1-5 without a word, where keeping a share of the majority records gave 0.75 and
        0.82."""
        # first sight first: the shares are read once per model, not on every call (a serving
        # loop's one-record predict_proba re-read a 100-tree forest's leaves, ~4 ms, each time)
        if not self._warns_rare_class or not hasattr(self, "trees_") \
                or not _first_sight(_WARNED_RARE, self):
            return
        rare = self._rare_classes()
        if not rare or not once_a_minute("rare class", type(self), RareClassWarning):
            return
        n_classes = len(self.schema_.classes)
        line = rare_class_share(n_classes)
        named = ", ".join(repr(c) for c in rare)
        fit_with = self._rare_class_fit_advice(n_classes)
        warnings.warn(
            f"class{'es' * (len(rare) > 1)} {named} hold{'s' * (len(rare) == 1)} under "
            f"{line:.1%} of the records by this model's released leaf counts: its "
            f"splits were chosen for accuracy, which a rare class barely moves, so "
            f"predict_proba may rank {'them' if len(rare) > 1 else 'it'} little better than "
            f"chance even on many records (judge by ROC AUC or average precision, privately "
            f"with dpforest.evaluation.private_roc).  To rank a rare class, keep a share of the "
            f"other classes' records (dpforest.rebalance.subsample_classes, then "
            f"undo_subsampling on the probabilities){fit_with}.  Said at most once a "
            f"minute per estimator class (once per model under "
            f"warnings.simplefilter('always')).", RareClassWarning, stacklevel=user_stacklevel())

    def _rare_classes(self) -> list:
        """The classes :meth:`_warn_rare_class` names: under :func:`rare_class_share` of the
        records by the leaves' released counts, for a forest that says so (none for a constant
        model: it was told so at fit, and at its size its leaves' shares are the noise's).
        Post-processing of the released model; ``dpforest show`` prints them too."""
        if not self._warns_rare_class or not hasattr(self, "trees_") \
                or not hasattr(self, "schema_") \
                or getattr(self, "leaf_release_", "counts") != "counts" \
                or getattr(self, "regime_", "greedy") != "greedy" \
                or getattr(self, "constant_", False):
            return []
        shares = class_shares(self.trees_)
        if shares is None:
            return []
        line = rare_class_share(len(self.schema_.classes))
        return [c for c, share in zip(self.schema_.classes, shares) if share < line]

    def _rare_class_fit_advice(self, n_classes: int) -> str:
        """The rare-class notice's advice on the fit's settings (its text after the
        rebalancing advice), built only for the case that says it."""
        if n_classes > 2:
            # the settings were measured on a rare class against one other; with many classes
            # a depth of 4 cannot name them (2^4 leaves for 50 classes) and, on a 50-class
            # table, lowered accuracy, macro-F1 and the rare classes' own ranking alike
            return (f" (with {n_classes} classes keep the depth the model chose: a tree "
                    f"needs at least {math.ceil(math.log2(n_classes))} levels to name them "
                    f"all, and a shallower one ranks the rare ones no better)")
        # the settings advice names only what this fit did not already use (a model fitted
        # with all three was told to use them)
        used = fitted_params(self)[0]
        depth = used.get("max_depth", "auto")
        settings = [s for s, done in (
            ("criterion='gini'", used.get("criterion", "gini") == "gini"),
            ("leaf_release='counts'", used.get("leaf_release") == "counts"),
            ("a shallow max_depth such as 4",
             isinstance(depth, (int, np.integer)) and not isinstance(depth, bool) and depth <= 4))
            if not done]
        return (f", or fit with {' and '.join(settings)}" if settings else
                " (this model already has the settings that help a rare class most: "
                "criterion='gini', counts at its leaves, a shallow depth)")

    def _summed_tables(self, X) -> np.ndarray:
        """Per row, the sum over trees of :meth:`_leaf_tables` at the row's leaves, in the schema's
        class order.

        Rows are streamed in chunks through one compiled pass over all trees (on ``n_jobs``
        threads): beyond the (n, C) result and the rows' code matrix, memory is
        O(chunk × classes).
        """
        codes = self._encode(X)
        forest = PackedForest(self.trees_, self._leaf_tables())
        out = np.zeros((len(codes), self.schema_.n_classes))
        starts = range(0, len(codes), PREDICT_CHUNK)
        with _parallel.using(getattr(self, "n_jobs", None)):
            _parallel.parallel_map(lambda a: forest.accumulate(codes[a:a + PREDICT_CHUNK],
                                                               out[a:a + PREDICT_CHUNK]), starts)
        return out

    def _proba(self, X) -> np.ndarray:
        """Weighted share of the trees' votes per class (:meth:`_summed_tables`, normalised), in
        the schema's class order."""
        votes = self._summed_tables(X)
        tot = votes.sum(1, keepdims=True)
        np.divide(votes, tot, out=votes, where=tot > 0)
        # shares that are equal in exact arithmetic can differ in the last bit (the trees' votes
        # summed per class in another order): rounded, a tie is a tie, so predict (the first
        # class of a tie), predict_proba and predict_log_proba order the classes alike
        np.round(votes, PROBA_DECIMALS, out=votes)
        # the rounding can leave a row's sum a few 1e-12 off 1: divided by it again, equal
        # shares stay equal (one divisor a row) and the row sums to 1 to a float's precision
        tot = votes.sum(1, keepdims=True)
        np.divide(votes, tot, out=votes, where=tot > 0)
        votes[tot[:, 0] <= 0] = 1.0 / votes.shape[1]
        return votes

    def predict_log_proba(self, X) -> np.ndarray:
        """Logarithm of :meth:`predict_proba` (``-inf`` where a probability is 0), as in
        scikit-learn's forests.

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to score, read through ``schema_`` as :meth:`fit` reads them.

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
            Columns in the order of ``classes_``.
        """
        with np.errstate(divide="ignore"):
            return np.log(self.predict_proba(X))

    def apply(self, X) -> np.ndarray:
        """Index of the leaf each row of ``X`` reaches in each tree, shape (n_samples,
        n_trees), as scikit-learn's ``RandomForestClassifier.apply``.  Node indices refer to
        ``trees_[k]``'s arrays: ``trees_[k].counts[i]`` is leaf i's released noisy counts
        where the leaves released counts (``leaf_release_ == 'counts'``).  Where they released
        only their class (``'label'``), that row holds no counts of records but the
        pseudo-counts predict_proba reads ((C + 1)/(2C) on the class once smoothed; see
        docs/default_forest.md, "Label leaves"): use ``predict`` there, not the row's sum.  The
        trees are released output, so this is post-processing and spends no budget.

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to route, read through ``schema_``.

        Returns
        -------
        ndarray of shape (n_samples, n_trees), dtype int64
            Column k holds the node index, in ``trees_[k]``, of the leaf each row reaches.
        """
        codes = self._encode(X)
        out = np.empty((len(codes), len(self.trees_)), dtype=np.int64)
        for k, tree in enumerate(self.trees_):
            out[:, k] = tree.apply(codes)
        return out

    def decision_path(self, X):
        """The nodes each row of ``X`` passes through in every tree, as scikit-learn's
        ``RandomForestClassifier.decision_path``: post-processing of the released trees, no
        budget spent.  (Each path in words: :func:`dpforest.inspection.decision_paths`.)

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to route, read through ``schema_``.

        Returns
        -------
        indicator : sparse matrix of shape (n_samples, n_nodes), CSR
            Entry (i, j) is 1 where row i passes through node j; the columns of tree k are
            ``n_nodes_ptr[k]:n_nodes_ptr[k + 1]``, in ``trees_[k]``'s node order.
        n_nodes_ptr : ndarray of shape (n_trees + 1,)
            Where each tree's columns start (and the last one ends).
        """
        from scipy.sparse import csr_matrix

        from ..tree.model import parents

        leaves = self.apply(X)
        n = len(leaves)
        sizes = np.array([t.n_nodes for t in self.trees_], dtype=np.int64)
        ptr = np.concatenate([[0], np.cumsum(sizes)])
        cols, lengths = [], []
        for k, tree in enumerate(self.trees_):
            up = parents(tree)
            depth = tree.max_depth
            # each node's ancestors, root first, padded with -1: (n_nodes, depth + 1)
            chain = np.full((tree.n_nodes, depth + 1), -1, dtype=np.int64)
            node = np.arange(tree.n_nodes)
            for level in range(depth, -1, -1):
                chain[:, level] = node
                node = np.where(node >= 0, up[np.maximum(node, 0)], -1)
            rows = chain[leaves[:, k]]
            cols.append(np.where(rows >= 0, rows + ptr[k], -1))
            lengths.append((rows >= 0).sum(1))
        if not cols:
            return csr_matrix((n, 0), dtype=np.int64), ptr
        both = np.concatenate(cols, axis=1)
        # chains of shallow leaves are padded at the front: keep each row's nodes in order
        data_cols = both[both >= 0]
        indptr = np.concatenate([[0], np.cumsum(np.sum(lengths, axis=0))])
        indicator = csr_matrix((np.ones(len(data_cols), dtype=np.int64), data_cols, indptr),
                               shape=(n, int(ptr[-1])))
        return indicator, ptr

    def predict(self, X):
        """Predicted class of every row of ``X``: the class of ``classes_`` with the largest
        :meth:`predict_proba`.

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to classify, read through ``schema_`` as :meth:`fit` reads them (a frame's
            columns by name, an array's in the schema's order).

        Returns
        -------
        ndarray of shape (n_samples,)
            One label of ``classes_`` per row; where several classes share the largest
            probability, the first of them in ``classes_`` (sorted order).

        Notes
        -----
        How the trees combine is each estimator's :meth:`predict_proba`.  By default it is the
        weighted share of the trees' votes, each tree's vote weighted by ``tree_weights_``:
        with hard voting a tree votes for its leaf's class (the argmax of the leaf's noisy
        counts; DiffPRFs, DPRF, RFDP_OOB, CRFsDP, the OOB budget forest), with soft voting it
        adds its leaf's class distribution (the default forest, smoothed by each leaf's noise
        scale).  Private-RDT takes the argmax of the noisy leaf counts summed over its trees,
        the SNR forest each class's highest confidence over its trees, boosting the softmax of
        the summed leaf values.  Post-processing of the released model: no budget is spent.
        """
        if self._overrides_predict_proba_only():
            # an estimator of one's own that overrode the public predict_proba (as scikit-learn
            # would have it) rather than _proba: predict follows it, not the trees it has none of
            return self.classes_[np.asarray(self.predict_proba(X)).argmax(1)]
        # a stack of fitted models with stack_method='predict' learns from these predictions
        _warn_calibrated_on_records(model=self)
        proba = self._sorted_proba(X)
        return self.classes_[proba.argmax(1)]

    def __sklearn_tags__(self):
        return dp_classifier_tags(super().__sklearn_tags__())
