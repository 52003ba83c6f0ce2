"""Choosing among candidate settings without spending the budget more than once.

Why not ``GridSearchCV``?  A dpforest estimator spends its ``epsilon`` every time it is fitted.
``GridSearchCV(est, grid, cv=k)`` fits ``len(grid) x k`` times on overlapping records, each
record in ``k - 1`` of every candidate's fits (and ``refit=True`` adds one more fit on all of
them), so a record carries ``(len(grid) x (k - 1) + 1) x epsilon`` by sequential composition --
while ``best_estimator_.ledger_`` reports only the last fit's ``epsilon``.
``cross_val_score`` likewise spends ``(k - 1) x epsilon``.  Worse, the held-out scores and the
parameters chosen from them are exact functions of the records, released without noise, so no
division of the budget among the fits makes such a search private.  Use them on public or
synthetic data only.

:class:`PrivateModelSelector` spends a declared total instead:

1. The records are split, by a seeded draw keyed by each record's own content (and its rank among
   identical copies, so adding or removing a record moves no other record), into one *validation* part (share ``validation_share``) and one *training* part
   per candidate (the rest, split equally).
2. Candidate ``k`` is fitted with the full selection budget on its own training part.  The parts
   are disjoint, so by parallel composition every record pays the budget once, whichever part it
   is in.
3. On the validation part the candidates are compared through the data door, in one of two ways
   (``release``):

   * ``'winner'`` (default): one permute-and-flip selection (McKenna & Sheldon 2020) at the
     whole selection budget, :meth:`dpforest.data.PrivateData.private_best_model`; only the
     winner's index is released.  Why the whole budget and not a K-th of it: the candidates are fixed
     (fitted on other records), so adding one validation record adds its own loss, which is
     never negative, to *every* candidate's sum (removing one takes it away).  The utility
     (minus the loss) is *monotone* with sensitivity Δ, and permute-and-flip at scale Δ/ε is
     ε-DP for a monotone utility whatever K is -- against noise of scale K·Δ/ε on every
     released score below.
   * ``'scores'`` (the behaviour before the default changed): each candidate's loss is released
     with discrete Laplace noise at a K-th of the selection budget each (K releases over the
     same records compose sequentially to the budget: the Laplace mechanism on the vector,
     whose L1 sensitivity is K·Δ) through :meth:`~dpforest.data.PrivateData.noisy_loss_sums`,
     and the smallest noisy loss wins -- report-noisy-min as post-processing, so the released scores (``noisy_scores_``) are free
     to show.

   The loss (``scoring``) is the number of wrong argmax predictions (``'error'``, Δ = 1) or the
   sum of the records' multi-class Brier losses Σ_c (p_c − 1[y = c])² (``'brier'``, each in
   [0, 2], so Δ = 2; each record's loss is rounded to a multiple of 2^-16 so the sums are exact
   integers of grid steps, which is what makes the discrete Laplace release of ``'scores'``
   sound).  With a rare class, error counts favour a constant "always the majority" model;
   the Brier loss rewards good probabilities.  All candidates are judged on the same records;
   no record count is released.
4. Optionally (``refit_share > 0``) the winner's settings are refitted on *all* records with
   ``refit_share x epsilon``.  That fit reads records already charged in steps 2-3, so it
   composes sequentially: steps 1-3 then get ``(1 - refit_share) x epsilon``.

The returned model's ``ledger_`` books one entry per candidate fit (scope: its training part),
the comparison (scope: the validation part: one selection entry with ``'winner'``, K entries
with ``'scores'``) and the refit (all records); its composed ``epsilon`` equals the declared
total.  Each candidate's own detailed ledger is kept in
``candidate_ledgers_``.

Selecting with a held-out part costs accuracy: each candidate sees only a fraction of the
records.  With few records or a small budget, fewer candidates (two or three) do better than a
wide grid; refitting the winner on everything recovers part of the loss.
"""

from __future__ import annotations

import math
import numbers
import warnings

import numpy as np
from sklearn.base import BaseEstimator, ClassifierMixin, clone
from sklearn.utils.validation import check_is_fitted

from ._stack import user_stacklevel
from ._warning_control import muted
from .exceptions import LeafNoiseWarning, SettingsWarning, SmallBudgetWarning
from .data import PrivateData
from .foreign_arguments import ForeignParamsMixin
from .forests.base import (EPSILON_RANGE, ConstantModelWarning, VersionedPickle,
                           WeakEpsilonWarning, check_epsilon, _target_name,
                           _warn_copied_rows, _warn_misaligned_indexes, check_random_state,
                           dp_classifier_tags)
from .privacy.ledger import Entry, Ledger, Scope
from .schema import Schema, SchemaError, as_pandas

__all__ = ["PrivateModelSelector", "GRID_SEARCH_WARNING", "train_test_split"]

#: more candidates than this are warned about: each sees about 1/K of the training records
MANY_CANDIDATES = 4

GRID_SEARCH_WARNING = (
    "each fit spends the estimator's full epsilon on the records it sees: GridSearchCV with G "
    "settings and k folds spends about (G x k + 1) x epsilon, cross_val_score k x epsilon; use "
    "dpforest.model_selection.PrivateModelSelector to choose settings under one declared budget")


def _rows(X, idx):
    return X.iloc[idx] if hasattr(X, "iloc") else np.asarray(X, dtype=object if _objecty(X) else None)[idx]


def _fresh_index(part):
    """A candidate's part with a fresh index (a frame's rows as drawn, labels 0..n-1): its fit
    then reads nothing of which labels the secret draw put in the part."""
    return part.reset_index(drop=True) if hasattr(part, "reset_index") and \
        hasattr(part, "columns") else part


def _objecty(X) -> bool:
    try:
        return np.asarray(X).dtype.kind not in "biuf"
    except Exception:  # ragged
        return True


def train_test_split(X, y, *more, schema, test_size=None, train_size=None, groups=None,
                     random_state=None, shuffle=None, stratify=None):
    """Split records into a training and a test part, each record's side decided by itself alone.

    A seeded split by row position (scikit-learn's ``train_test_split`` or
    ``GroupShuffleSplit`` with ``random_state=0``) draws one permutation of all the rows: adding
    one record to the table re-draws it, and dozens of *other* records change sides.  Then the
    training part and the test part are not a record's own choice, and a model fitted on the
    training part at ε is not ε-DP for the table it was split from (a distinguishing test of
    that workflow measured ε ≥ 4.4 for a model of ε = 1).  Here each record's side is a keyed
    hash of the public seed and the record's own content (its rank among identical copies
    breaks ties between copies), or, with ``groups``, of its own group id: adding or removing
    one record moves no other record's content to the other part, so a fit on the training part
    and a release on the test part (``dpforest.evaluation``) compose in parallel: each record
    pays only the side it is on.  (Of identical copies, which *row* goes where follows their
    order, so an index or an id attached to a row outside ``X`` and ``y`` can move with a copy:
    pass such ids as ``groups``.)

    A nested split (a validation part out of the training part) needs another seed: with the
    same one every record draws the same number again, so the second split's test part would
    hold only records the first split already sent to test (none, at equal ``test_size``).

    Parameters
    ----------
    X : DataFrame, 2-d array or Dask DataFrame
        The records, read through ``schema`` as ``fit`` reads them (a value the schema refuses
        is refused here, the message naming the column and the kind of problem only; for a
        Dask DataFrame when the parts are computed).  So a
        column the schema reads only after a conversion -- dates or times, converted to days
        since a public origin inside a ``Pipeline`` -- is converted before the split too (the
        same stateless conversion applied to the whole table, then split; a conversion that
        learns from the data, such as a scaler's ``fit``, must not be).
    y : array-like of shape (n_samples,)
        Labels, each one of the schema's classes; with a Dask X, a Dask Series partitioned
        like it (the label column of the same Dask DataFrame).
    schema : dpforest.Schema
        The public schema (the records' content is hashed as the schema reads it).
    *more : not offered
        scikit-learn's further arrays split alongside (weights, ids): refused with the way on
        (keep them as columns of X, or pass ids as ``groups``).
    test_size : float in (0, 1), default=None
        Each record's (or group's) chance of going to the test part: 0.25 where neither it nor
        ``train_size`` is given.  The parts' sizes are therefore random (binomial), not a fixed
        count: a fixed count would depend on n, and which records fill it on the others.
    train_size : float in (0, 1) or None, default=None
        scikit-learn's complement: ``1 - test_size`` (both given, they must sum to 1).
    groups : array-like of shape (n_samples,), str or None, default=None
        One id per row (a patient): all rows of a group go to the same part, decided by the
        group id alone (ids equal under ``==``, such as 1 and 1.0, alike).  A str names X's
        id column (a DataFrame's), which is then no feature: the records are read without it
        and the parts keep it (for ``fit_per_person(..., person=name)``).  A Series named
        like a column of X that is no feature, with X's own index (``X["pid"]``, or a
        transform of it), is read as that column set to the Series: the split follows the
        Series and both parts carry it as that column.  "X's own index" is told by pandas'
        index identity (a view counts), which a step that changed nothing keeps: a Series
        taken from the frame *before* a sort or a ``dropna`` that made X is accepted when that
        step moved no row and refused when it did.  That tells the caller, who holds the
        records, of their order; take the Series from X itself, or pass the column's name.
        With a Dask X, the name of its id column or a Dask Series partitioned like X.
    shuffle : None
        Not offered: a record's side is a keyed hash of its own content, with no row order to
        shuffle or keep.
    stratify : None
        Not offered: a split that fills each class's test share exactly decides a record's
        side by the other records of its class, which is what the keyed split avoids.  Each
        record (each group) goes to the test part with the same chance ``test_size``, so each
        class's expected share there is ``test_size`` already.
    random_state : int or None, default=None
        The public seed, fixed before the data are looked at (another one for each split of
        the same records).  None draws one from the operating system.  Knowing it tells which
        side a given record would go to, which the guarantee allows (a record's side is a
        public function of the record).

    Returns
    -------
    X_train, X_test, y_train, y_test
        The rows of each part, in their input order, of the input's own type (a DataFrame's
        rows keep their index; a list's parts are numpy arrays); pandas for a polars or pyarrow input, as every dpforest
        function reads it (an array would lose the column names, and a model fitted on it would
        read its columns in the schema's order).  For a Dask DataFrame X, lazy Dask
        collections partitioned as X (each partition its input partition's rows of that part,
        in their order; known divisions kept), which a fit takes as they are: the side of every
        record is the one the in-memory split gives it, however the rows are partitioned (its
        rank among identical copies counts the copies in earlier partitions, as a Dask fit's
        set-up does).  Calling the split reads no record; the parts share one graph, so compute
        or fit them together (``dask.persist(X_train, y_train)``) to run it once.

    Notes
    -----
    The guarantee stays per record (per row); with ``groups`` a person's rows stay together,
    which a per-person evaluation needs (``person=``, ``max_rows=``), but a person with k
    training rows is still protected at k·ε by the fit (``dpforest.contributions`` bounds it).
    """
    import numbers
    import secrets

    from .dask_data import is_dask_collection
    from .forests.default import DPForestClassifier

    if more:
        raise TypeError(f"train_test_split takes X and y only (got {2 + len(more)} arrays): keep "
                        f"other per-row values as columns of a DataFrame X (a column no schema "
                        f"feature names is refused, so split the frame first and drop it after), "
                        f"and pass ids that keep a person's rows together as groups=")
    if shuffle is not None:
        raise ValueError("shuffle is not offered: each record's side is a keyed hash of its own "
                         "content (and the public seed), so there is no row order to shuffle or "
                         "keep; a split that takes the first rows as training would decide a "
                         "record's side by the others' positions")
    for name, v in (("test_size", test_size), ("train_size", train_size)):
        if v is not None and (isinstance(v, bool) or not isinstance(v, numbers.Real)
                              or not 0 < float(v) < 1):
            raise ValueError(f"{name} must be a share in (0, 1) (each record's chance of going to "
                             f"the {'test' if name == 'test_size' else 'training'} part; a count of records is not offered, it would "
                             f"depend on n), got {v!r}")
    if train_size is not None:
        if test_size is not None and not math.isclose(float(test_size) + float(train_size), 1.0):
            raise ValueError(f"test_size and train_size must sum to 1 (every record goes to one "
                             f"part), got {test_size!r} and {train_size!r}")
        test_size = 1.0 - float(train_size)
    elif test_size is None:
        test_size = 0.25
    if stratify is not None:
        raise ValueError("stratify is not offered: filling each class's test share exactly would "
                         "decide a record's side by the other records of its class; every record "
                         "goes to the test part with chance test_size, so each class's expected "
                         "share there is test_size already")

    if not isinstance(schema, Schema):
        raise TypeError("schema must be a dpforest.Schema (the public schema of the records)")
    if random_state is None:
        seed = secrets.randbits(62)
    elif isinstance(random_state, numbers.Integral) and not isinstance(random_state, bool):
        seed = int(random_state)
    else:
        raise TypeError(f"random_state must be an int (a public seed) or None, got "
                        f"{type(random_state).__name__}: a generator's state would tie the split "
                        f"to whatever else drew from it")
    # polars and pyarrow as pandas first: their parts were numpy arrays (columns then read in
    # the schema's order, swapping features silently), and a named id column was dropped with
    # pandas' keyword, which polars refuses
    X, y = as_pandas(X), as_pandas(y, "y")
    if groups is not None and not isinstance(groups, str):
        groups = as_pandas(groups, "groups")
    X_in, y_in = X, y
    if isinstance(groups, str) and hasattr(X, "columns"):
        # the id column named (as fit_per_person's person=): it groups the rows and is no
        # feature, so the records are read without it; the parts keep it, for a later
        # per-person fit or evaluation
        if groups in schema.feature_names:
            raise ValueError(f"groups={groups!r} is a feature of the schema: the id column must "
                             f"not be one")
        if groups not in X.columns:
            raise ValueError(f"groups={groups!r} is not a column of X")
        X, groups = X.drop(columns=[groups]), X[groups]
    elif (hasattr(X, "columns") and getattr(groups, "name", None) is not None
          and not is_dask_collection(groups)
          and groups.name in X.columns and groups.name not in schema.feature_names):
        # ids given as a Series named like a column of X that is no feature.  Whether it is
        # X's column itself or a copy or transform of it cannot be told without reading values
        # (pandas shares the array of a transform that changed no value, and an empty column
        # shares no memory), and comparing values made whether the split ran depend on some
        # record's id: so the split follows the Series, and both parts carry it as that
        # column, so that a per-person fit on a part reads the ids its side was drawn by.  A
        # Series without X's own index is refused (its rows would meet X's by label or by
        # position, which the caller did not say)
        import pandas as pd

        from .forests.base import _named_like_column_of

        name = groups.name
        if list(X.columns).count(name) > 1:
            raise ValueError(f"groups is a Series named {name!r}, and X has several columns of "
                             f"that name: give the id column a name of its own")
        if not (isinstance(groups, pd.Series) and _named_like_column_of(groups, X, name)):
            raise ValueError(
                f"groups is a Series named {name!r}, a column of X that is no feature, "
                f"without X's own index: its rows cannot be matched to X's without reading "
                f"them.  Pass groups={name!r} to split by X's column (set it to the ids you "
                f"mean first: X[{name!r}] = ids), or leave the column out of X")
        X = X.copy(deep=False)           # (a column named by a number: no keyword of assign)
        X[name] = groups
        return train_test_split(X, y, schema=schema, test_size=test_size, groups=name,
                                random_state=random_state, stratify=stratify)
    shares = [1.0 - float(test_size), float(test_size)]
    if any(is_dask_collection(v) for v in (X, y, groups)):
        # each partition keyed where it lives, as a Dask fit's door keys it: the same sides as
        # in memory, lazily (dask_split's docstring)
        from .dask_split import split_collection

        return split_collection(X_in, y_in, X, _checked_input(
            X, y, schema, DPForestClassifier(schema=schema), "train_test_split"),
            groups, schema, seed, shares)
    X, y_arr = _in_memory_records(X, y, schema, DPForestClassifier(schema=schema),
                                  "train_test_split")
    side = _door_parts(X, y_arr, schema, 1.0, groups, seed, shares)[1]
    train, test = np.flatnonzero(side == 0), np.flatnonzero(side == 1)
    return _rows(X_in, train), _rows(X_in, test), _rows(y_in, train), _rows(y_in, test)


def _in_memory_records(X, y, schema, check, who: str, sample_weight=None):
    """(X as pandas or numpy, the labels as a 1-d array) after the same input checks as
    ``check``'s own fit (a dpforest estimator), before any record is read: a Dask collection
    refused, the container and labels checked, messages naming ``who``.  Their messages never
    quote n, and labels of mixed types ([0, "other"]) keep each label's type (numpy alone would
    turn 0 into "0" only when some record holds a string -- one record would decide how all
    the others are read); integer labels stay integers (cast to object they look like "unknown"
    targets to scikit-learn's checks, which every fit runs)."""
    from .dask_data import is_dask_collection

    if is_dask_collection(X) or is_dask_collection(y):
        raise TypeError(f"{who} takes in-memory data (pandas or numpy); call .compute() on a "
                        f"Dask DataFrame that fits in memory first")
    X, y = as_pandas(X), as_pandas(y, "y")
    if isinstance(X, (list, tuple)) and len(X) == 0:
        X = np.empty((0, schema.n_features), dtype=object)
    return X, np.asarray(_checked_input(X, y, schema, check, who, sample_weight)).ravel()


def _checked_input(X, y, schema, check, who: str, sample_weight=None):
    """y after ``check``'s own fit checks of X's container and of y (messages naming ``who``),
    read from the metadata alone for a Dask collection (``_in_memory_records``)."""
    if not hasattr(check, "_check_container"):
        return y
    check._check_container(X, fitting=True)
    try:
        check._check_y_present(y)
    except ValueError as e:     # it names the checking estimator's class, not the caller
        raise ValueError(str(e).replace(type(check).__name__, who)) from None
    check._check_sample_weight(sample_weight, X)
    try:
        return check._check_labels(y, schema)
    except SchemaError as e:
        # inside cross_val_predict or a relabelling meta-estimator: why the labels differ
        from .forests.base import explained_relabelling

        raise explained_relabelling(e) from None


def _door_parts(X, y_arr, schema, epsilon, groups, seed: int, shares):
    """(the door on the records, each record's part): parts drawn from the public seed and
    each record's own content, or its own group id, in the door.  The ids are checked before
    the door opens (a missing one refused before any ε is spent, as a value the schema
    refuses is)."""
    ids = None if groups is None else _group_ids(groups, X, len(y_arr))
    door = PrivateData(X, y_arr, schema, epsilon)
    return door, (door.assign_parts(seed, shares) if ids is None else
                  door.assign_group_parts(seed, shares, ids))


def _group_ids(groups, X, n: int) -> np.ndarray:
    """The checked group ids (one per row, a 1-d object array) of ``PrivateModelSelector.fit``:
    aligned with X, as long as y, none missing; the door assigns their parts."""
    from .contributions import ids_per_row
    from .schema import _is_missing

    ids = ids_per_row(groups, X, n, "groups")
    if np.asarray(_is_missing(ids), dtype=bool).any():
        raise ValueError("groups has missing ids: give every row its group's id")
    return ids


def _compare(door: PrivateData, fitted, epsilon: float, release: str, scoring: str):
    """(index of the winner, the released noisy losses or None) of the fitted candidates on the
    door's records (the validation part), spending ``epsilon`` there (module docstring, step 3).

    Each candidate predicts on the grid it was fitted on (the default forest's adaptive grid
    refines the schema): the door encodes the records again on it, releasing nothing."""
    models = [(est.schema_, est._proba_from_codes) for est in fitted]
    K = len(fitted)
    if release == "winner":
        # one monotone permute-and-flip at the whole budget: only the index leaves the door
        return door.private_best_model(models, epsilon, scoring, what="validation: best candidate"), None
    # the K losses compose to epsilon on the door's records
    noisy = door.noisy_loss_sums(models, epsilon / K, scoring, what="validation")
    # report-noisy-min: post-processing of the K released values
    return int(np.argmin(noisy)), noisy


class PrivateModelSelector(ForeignParamsMixin, VersionedPickle, ClassifierMixin, BaseEstimator):
    """Pick the best of several dpforest estimators under one declared ε (see module docstring).

    Parameters
    ----------
    candidates : list of estimators
        Unfitted dpforest estimators (any class with ``epsilon`` and ``schema`` parameters,
        e.g. ``DPForestClassifier(max_depth=d)`` for a few ``d``).  Their own
        ``epsilon``/``schema`` are replaced by the selector's.  A public ``n_samples`` declared
        on a candidate (the number of all the records) is scaled to its part's expected size,
        n·(1 − validation_share)/K, for its fit on that part (the refit keeps it).
    epsilon : float, default=1.0
        The total budget; the returned ``ledger_.epsilon`` equals it.
    schema : :class:`~dpforest.schema.Schema` or None, default=None
        The public schema; may be left out when every candidate carries the same one.
    validation_share : float in (0, 1), default=0.3
        Share of records held out to compare the candidates.
    refit_share : float in [0, 1), default=0.0
        Share of ``epsilon`` spent refitting the winner on all records (0: the winner is the
        candidate fitted on its own part).
    release : {'winner', 'scores'}, default='winner'
        ``'winner'``: one monotone permute-and-flip selection at the whole comparison budget;
        only the index is released.  ``'scores'``: every candidate's loss released with
        discrete Laplace noise at ``epsilon / K``, then the smallest wins.
    scoring : {'error', 'brier'}, default='error'
        ``'error'``: number of wrong predictions, sensitivity 1.  ``'brier'``: summed
        multi-class Brier loss, each record's in [0, 2] rounded to a multiple of 2^-16,
        sensitivity 2 (prefers good probabilities, e.g. with a rare class).
    random_state : int, RandomState, Generator or None, default=None
        Seeds the public assignment of records to parts only (never the noise, which comes
        from the operating system's secure source, nor a candidate left at
        ``random_state=None``); a RandomState or Generator is advanced by each fit.

    Attributes
    ----------
    best_index_ : int
        Index of the chosen candidate.
    best_estimator_ : estimator
        The fitted winner; its ``ledger_`` is the selector's whole ledger, and its
        ``selection_epsilon_`` says so (the ledger's ε: after a refit more than its own
        ``epsilon``, the refit's share), which a saved file keeps and ``dpforest show`` states.
    noisy_scores_ : ndarray of shape (K,) or None
        With ``release='scores'``, each candidate's released noisy validation loss (error
        count or Brier sum; every candidate is fitted and scored, even on an empty part);
        None with ``release='winner'``, which releases no score.
    noisy_errors_ : ndarray of shape (K,) or None
        ``noisy_scores_`` when ``scoring='error'`` (the noisy numbers of wrong validation
        predictions), else None.
    candidate_ledgers_ : list of :class:`~dpforest.privacy.ledger.Ledger`
        Each candidate's own ledger (the refit's last, when refitted).
    candidates_ : list of estimators
        The fitted candidates, each on its own part (the winner among them is
        ``candidates_[best_index_]`` unless it was refitted).
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        The composed ledger (``ledger_.epsilon == epsilon``).
    classes_ : ndarray of shape (n_classes,)
        The schema's classes, in scikit-learn's sorted order (the columns of
        ``predict_proba``).
    n_features_in_ : int
        Number of features, as the winner was fitted.
    feature_names_in_ : ndarray of shape (n_features_in_,)
        The winner's feature names, where it has them (fitted on a frame whose column names
        are all strings).
    target_name_ : str
        The winner's ``target_name_`` (``y``'s name), where it has one.
    """

    # GridSearchCV's habits: an estimator and a grid; here the candidates are estimators
    _GRID = ("candidates is a list of unfitted estimators, one per setting: for a grid, "
             "[clone(model).set_params(**p) for p in sklearn.model_selection.ParameterGrid(grid)]"
             " (few: each candidate is fitted on its own part of the records)")
    _foreign_advice = {"param_grid": _GRID, "param_distributions": _GRID,
                       "estimator": _GRID}
    _positional_advice = f" (a parameter grid is not among them: {_GRID})"

    def __init__(self, candidates, epsilon=1.0, schema=None, *, validation_share=0.3,
                 refit_share=0.0, release="winner", scoring="error", random_state=None):
        self.candidates = candidates
        self.epsilon = epsilon
        self.schema = schema
        self.validation_share = validation_share
        self.refit_share = refit_share
        self.release = release
        self.scoring = scoring
        self.random_state = random_state

    def get_params(self, deep=True):
        """The selector's parameters; with ``deep``, also each candidate's as
        ``candidates__<index>__<name>`` (as a Pipeline names its steps' parameters)."""
        out = super().get_params(deep=False)
        if deep and isinstance(self.candidates, (list, tuple)):
            for i, c in enumerate(self.candidates):
                if hasattr(c, "get_params") and not isinstance(c, type):
                    out.update({f"candidates__{i}__{k}": v for k, v in c.get_params(deep=True).items()})
        return out

    def set_params(self, **params):
        """Set the selector's parameters, and a candidate's as ``candidates__<index>__<name>``
        (``set_params(candidates__0__max_depth=3)``)."""
        own, nested = {}, []
        for key, value in params.items():
            head, _, rest = key.partition("__")
            if head != "candidates" or not rest:
                own[key] = value
            else:
                nested.append((key, rest, value))
        # nested keys refer to the new candidates list when one is given with them (as a
        # Pipeline's step parameters refer to a step given in the same call)
        new = own.get("candidates", self.candidates)
        cands = new if isinstance(new, (list, tuple)) else ()
        by_index: dict[int, dict] = {}
        for key, rest, value in nested:  # every key checked before any candidate is changed
            index, _, name = rest.partition("__")
            if not (index.isdecimal() and int(index) < len(cands) and name):
                raise ValueError(f"Invalid parameter {key!r} for PrivateModelSelector: a "
                                 f"candidate's parameter is candidates__<index>__<name>, with "
                                 f"index 0 to {len(cands) - 1}")
            valid = cands[int(index)].get_params(deep=True)
            if name.partition("__")[0] not in valid:
                raise ValueError(f"Invalid parameter {name.partition('__')[0]!r} for candidate "
                                 f"{index} ({type(cands[int(index)]).__name__}) in {key!r}")
            by_index.setdefault(int(index), {})[name] = value
        if own:
            super().set_params(**own)
        for i, sub in by_index.items():
            cands[i].set_params(**sub)
        return self

    def _schema(self):
        """The selector's schema, or (left out) the one every candidate carries, else None."""
        if isinstance(self.schema, Schema):
            return self.schema
        if self.schema is None:
            own = [c.get_params(deep=False).get("schema") for c in (self.candidates or ())
                   if hasattr(c, "get_params")]
            if own and all(isinstance(o, Schema) and o == own[0] for o in own):
                return own[0]
        return None

    def _check_params(self):
        if self.candidates is not None and not isinstance(self.candidates, (list, tuple)):
            # a generator would be used up by the first fit (and clone() could not copy it)
            raise TypeError(f"candidates must be a list of dpforest estimators, got "
                            f"{type(self.candidates).__name__}")
        cands = list(self.candidates or ())
        if not cands:
            raise ValueError("candidates must be a non-empty list of dpforest estimators")
        for c in cands:
            if isinstance(c, type):
                raise TypeError(f"every candidate must be an estimator instance, got the class "
                                f"{c.__name__}: pass {c.__name__}() (with its settings)")
            if isinstance(c, PrivateModelSelector):
                raise TypeError("a candidate cannot be a PrivateModelSelector itself: list its "
                                "candidates among this selector's (one selection over all of "
                                "them spends the budget once)")
            if not hasattr(c, "get_params") or not {"epsilon", "schema"} <= set(c.get_params(deep=False)):
                from sklearn.pipeline import Pipeline

                hint = (": the selector reads the records through its schema, so give it the "
                        "pipeline's final dpforest step (pipe[-1]) and transform X before the "
                        "selector with steps that learn nothing from the records"
                        if isinstance(c, Pipeline) else "")
                raise TypeError(f"every candidate must be a dpforest estimator with 'epsilon' and "
                                f"'schema' parameters, got {type(c).__name__}{hint}")
        eps = check_epsilon(self.epsilon)
        schema = self._schema()
        if schema is None:
            raise TypeError("schema must be a dpforest.Schema (public bounds, categories, classes), "
                            "or left out when every candidate carries the same one")
        for name, low_open in (("validation_share", True), ("refit_share", False)):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, numbers.Real) \
                    or not ((0 < v) if low_open else (0 <= v)) or not v < 1:
                raise ValueError(f"{name} must be a number in {'(' if low_open else '['}0, 1), "
                                 f"got {v!r}")
        if not (isinstance(self.release, str) and self.release in ("winner", "scores")):
            raise ValueError(f"release must be 'winner' or 'scores', got {self.release!r}")
        check_random_state(self.random_state)
        if not (isinstance(self.scoring, str) and self.scoring in ("error", "brier")):
            raise ValueError(f"scoring must be 'error' or 'brier', got {self.scoring!r}")
        # every share of the budget must itself be a budget the noise samplers support
        shares = {"the candidates' fits and the comparison": eps * (1 - self.refit_share)}
        if self.refit_share > 0:
            shares["the refit"] = eps * self.refit_share
        if self.release == "scores":
            shares["each released score"] = eps * (1 - self.refit_share) / len(cands)
        for what, share in shares.items():
            try:
                check_epsilon(share)
            except ValueError:
                raise ValueError(f"epsilon={eps:g} with refit_share={self.refit_share:g}"
                                 f"{' and release=' + repr(self.release) if self.release == 'scores' else ''}"
                                 f" leaves {share:.3g} for {what}, outside the supported range "
                                 f"{EPSILON_RANGE[0]:g} to {EPSILON_RANGE[1]:g}") from None
        return cands, float(eps), schema, self.release, self.scoring

    @staticmethod
    def _warn_unused_settings(cands, eps: float, schema: Schema) -> None:
        """A candidate given an ``epsilon`` or ``schema`` of its own (not its class default)
        that the selection replaces: said once, since its ``get_params`` still shows them."""
        import inspect

        for k, c in enumerate(cands):
            own = c.get_params(deep=False)
            default = inspect.signature(type(c).__init__).parameters["epsilon"].default
            unused = []
            if own["epsilon"] != default and own["epsilon"] != eps:
                unused.append(f"epsilon={own['epsilon']!r}")
            if own["schema"] is not None and own["schema"] != schema:
                unused.append("a schema other than the selector's")
            if unused:
                warnings.warn(
                    f"candidate {k} ({type(c).__name__}) was given {' and '.join(unused)}: the "
                    f"selector fits every candidate under the selector's schema with a share of "
                    f"the selector's epsilon={eps:g}, so the candidate's own are not used"
                    + (" (epsilon is the privacy guarantee, chosen before the data are seen, "
                       "not a setting to tune: a comparison of accuracies always favours the "
                       "largest)" if any(x.startswith("epsilon") for x in unused) else ""),
                    SettingsWarning, stacklevel=user_stacklevel())
        if len(cands) > MANY_CANDIDATES:
            # public: the number of candidates; each is fitted on its own part of the records
            warnings.warn(
                f"{len(cands)} candidates: each is fitted on its own part, about 1/{len(cands)} "
                f"of the training records, so every candidate is weaker than one fitted on all "
                f"of them, and the noisy comparison has more ways to pick a worse one.  Keep "
                f"2-{MANY_CANDIDATES} distinct candidates (a grid of settings is a search, not a "
                f"selection: the default forest sets its own from epsilon and the noisy size)",
                SettingsWarning, stacklevel=user_stacklevel())
        # the same class with the same settings (epsilon and schema aside, which the selector
        # sets): the same candidate twice, each on its own part of the records for nothing
        seen: dict = {}
        for k, c in enumerate(cands):
            own = {p: v for p, v in c.get_params(deep=False).items()
                   if p not in ("epsilon", "schema", "progress")}
            key = (type(c), repr(sorted(own.items(), key=lambda kv: kv[0])))
            if key in seen:
                warnings.warn(
                    f"candidates {seen[key]} and {k} are the same {type(c).__name__} with the "
                    f"same settings: each is fitted on its own part of the records, which "
                    f"weakens every candidate for no choice; keep one",
                    SettingsWarning, stacklevel=user_stacklevel())
            else:
                seen[key] = k
        if len(cands) == 1:
            # nothing to choose: the validation part's records and budget buy no decision
            warnings.warn(
                "one candidate: there is nothing to choose, so the validation part's records "
                "(validation_share) are spent on no decision; fit the candidate directly on all "
                "records, and for a private held-out score use "
                "dpforest.evaluation.private_confusion_matrix on records kept apart",
                SettingsWarning, stacklevel=user_stacklevel())

    def fit(self, X, y, sample_weight=None, groups=None):
        """Fit every candidate on its part, compare privately, keep the winner.

        Parameters
        ----------
        X : DataFrame or 2-d array
            The records, in memory (pandas or numpy; a Dask frame is refused), read through
            the schema as a candidate's own ``fit`` reads them.
        y : array-like of shape (n_samples,)
            Labels, each one of the schema's classes.
        sample_weight : None, default=None
            Must be None or all ones, as for every dpforest estimator (weights change the
            sensitivity of every count); scikit-learn tools that pass weights get that message
            instead of a TypeError.
        groups : array-like of shape (n_samples,) or None, default=None
            One id per row (a patient, a customer), as scikit-learn's group splitters take
            it.  Every row of a group then goes to the same part, so no candidate is validated
            on rows of people it was trained on (with several visits per patient, a row-wise
            split scores a candidate partly on its own training patients).  Each row's part is
            drawn, in the door (``PrivateData.assign_group_parts``), from the public seed and
            the row's own id (ids equal under ``==``, such as 1, 1.0 and True, alike), never
            from other rows, so one row still moves no other row (the parallel composition
            over the parts holds as without groups).  It changes which rows go where, not the
            guarantee, which stays per row (see ``dpforest.contributions`` for people with
            several rows).

        Returns
        -------
        self
            The fitted selector.
        """
        cands, eps, schema, release, scoring = self._check_params()
        self._warn_unused_settings(cands, eps, schema)
        for c in cands:
            if c._overrides_predict_proba_only():
                # refused before any record is read: the comparison reads each candidate's
                # _proba on encoded records, which such a class leaves to trees it has not
                raise TypeError(f"{type(c).__name__} overrides predict_proba only; the selection "
                                f"compares candidates through _proba (class probabilities in "
                                f"the schema's order from encoded records): override _proba "
                                f"instead (docs/extending.md)")
        from .privacy.accountant import _planned_epsilon

        eps_fit = float(eps) * (1.0 - float(self.refit_share))
        for k, c in enumerate(cands):
            # the rule the budget plans a fit with (public parameters only)
            planned = _planned_epsilon(c, eps_fit)
            if not planned <= eps_fit * (1 + 1e-9):
                # public: the candidate's parameters and its share; refused before any record is
                # read (its fit would read records, then exceed its share: the ε spent for
                # nothing, the outcome certain from the start)
                raise ValueError(
                    f"candidate {k} ({type(c).__name__}) uses its paper's own accounting, whose "
                    f"recipe composes epsilon {planned:g} for the {eps_fit:g} a candidate is "
                    f"given: a selection composes its candidates within its epsilon, so it "
                    f"cannot run one that spends more.  Give that candidate "
                    f"accounting='sound', or fit it on its own")
        # each candidate's own settings, at the epsilon it will be fitted with (and the
        # refit's), checked as its own fit checks them before reading a record: a candidate that
        # cannot fit (a complete tree too large, too little epsilon a boosting round) failed
        # after the door below had read the records, its epsilon booked for nothing
        shares = [eps_fit] + ([float(eps) * float(self.refit_share)]
                              if self.refit_share > 0 else [])
        for k, c in enumerate(cands):
            for share in shares:
                try:
                    clone(c).set_params(epsilon=share, schema=schema)._checked_settings()
                except (ValueError, TypeError) as e:
                    # the same exception, its attributes kept (a SchemaError's problems), its
                    # message naming the candidate and the share
                    e.args = (f"candidate {k} ({type(c).__name__}) at the epsilon={share:g} it "
                              f"would be fitted with: {e} (refused before any record was read: "
                              f"nothing spent)",) + e.args[1:]
                    raise
        K = len(cands)
        given, refitted = X, hasattr(self, "ledger_")      # for the repeated-release notices
        # (the epsilon the previous fit was granted: a refit after set_params(epsilon=...)
        # adds the two fits' own)
        earlier = getattr(getattr(self, "ledger_", None), "budget", None)
        # said of the caller's X and y, once (only pandas objects have an index to differ: no
        # conversion for it): the candidates and the refit get arrays, the candidates' rows a
        # fresh index (the copied-rows notice fired as a secret draw put both copies of a row
        # in one part or not; the refit's is not said, a selector being on its stack)
        _warn_misaligned_indexes(X, y)
        _warn_copied_rows(X)
        # y's name, read before y becomes an array (the candidates are fitted on arrays, so
        # none of them sees it): the chosen model names the target as a plain fit would
        target_name = _target_name(y, schema)
        # (its parts are fitted as in-memory frames; a Dask frame would first be pulled whole)
        # checked by a candidate that carries the selector's schema, so a refusal names the
        # declared column (a candidate left without one would call every column undeclared)
        X, y_arr = _in_memory_records(X, y, schema, clone(cands[0]).set_params(schema=schema),
                                      type(self).__name__, sample_weight=sample_weight)
        # a stream of its own: the same seed in a user's data generator must not line up with it
        rs = self.random_state
        if isinstance(rs, np.random.RandomState):       # advanced by each fit, as in scikit-learn
            rs = int(rs.randint(2 ** 31))
        elif isinstance(rs, np.random.Generator):
            rs = int(rs.integers(2 ** 62))
        rng = np.random.default_rng(np.random.SeedSequence(rs, spawn_key=(0x5E1EC7,)))
        # Assignment keyed by each record's own content (and its rank among identical copies),
        # never by row position: adding or removing one record moves no other record to another
        # part, which is what parallel composition over the parts needs.  The door reads the
        # records (validating X, y against the public schema: errors name the column and the
        # kind of problem only) and assigns the parts.
        v = float(self.validation_share)
        seed, shares = int(rng.integers(0, 2 ** 62)), [v] + [(1 - v) / K] * K
        door, part = _door_parts(X, y_arr, schema, eps, groups, seed, shares)
        part = part - 1
        part[part < 0] = K                   # part 0 of the door's split: the validation part
        eps_sel = eps * (1.0 - float(self.refit_share))

        ledger = Ledger(eps)
        fitted, own = [], []
        for k, c in enumerate(cands):
            idx = np.flatnonzero(part == k)
            est = clone(c).set_params(epsilon=eps_sel, schema=schema)
            declared = est.get_params(deep=False).get("n_samples")
            if declared is not None:
                # a public size declared for all the records: the candidate sees its part only
                # (its expected size; public, as the shares are)
                est.set_params(n_samples=max(1, int(round(declared * (1 - v) / K))))
            # every candidate is fitted, even on an empty part: whether a part is empty is a fact
            # about the data and must not change what is released
            # one verdict on the chosen model below, in the selector's terms, instead of one
            # per candidate quoting its share of the budget (and its part's leaf sizes and
            # size: a part is small by design)
            with muted(ConstantModelWarning, LeafNoiseWarning, WeakEpsilonWarning, SmallBudgetWarning):
                est.fit(_fresh_index(_rows(X, idx)), y_arr[idx])
            fitted.append(est)
            own.append(est.ledger_)
            ledger.extend([Entry(f"candidate {k} fit ({type(est).__name__})", est.ledger_.epsilon,
                                 Scope(partition=f"train {k}"), "its own ledger: candidate_ledgers_")])

        # the comparison on the validation part, through the door (it runs even when the part is
        # empty: then it reads no record and the release is noise alone)
        val = np.flatnonzero(part == K)
        door = PrivateData(_rows(X, val), y_arr[val], schema, eps_sel,
                           seed=int(rng.integers(0, 2 ** 62)))
        best, noisy = _compare(door, fitted, eps_sel, release, scoring)
        for e in door.ledger.entries:
            ledger.extend([Entry(e.what, e.epsilon, Scope("validation", e.scope.tree, e.scope.bag,
                                                             e.scope.node), e.mechanism)])

        winner = fitted[best]
        if self.refit_share > 0:
            with muted(ConstantModelWarning, WeakEpsilonWarning):
                winner = clone(cands[best]).set_params(epsilon=eps * float(self.refit_share),
                                                       schema=schema).fit(X, y_arr)
            own.append(winner.ledger_)
            ledger.extend([Entry(f"refit of candidate {best} on all records", winner.ledger_.epsilon,
                                 Scope(), "its own ledger: candidate_ledgers_[-1]")])
        spent = ledger.check()
        if not math.isclose(spent, eps, rel_tol=1e-9) and not any(
                led is not None and led.noiseless for led in own):
            raise RuntimeError(f"internal: model selection spent epsilon={spent!r}, not {eps!r}")
        # the queries that built the released trees, kept beside the selection's ledger (which
        # books that fit as one entry): saved with the model, listed by `dpforest show --ledger`
        winner.fit_ledger_ = own[-1] if self.refit_share > 0 else own[best]
        winner.ledger_ = ledger
        # its ledger is the whole selection's, more than its epsilon parameter spends after a
        # refit: said on the model, so that a saved chosen model loads (dpforest.io) and shows why
        winner.selection_epsilon_ = float(spent)
        if target_name is not None:
            winner.target_name_ = target_name
        else:
            winner.__dict__.pop("target_name_", None)
        if getattr(winner, "constant_", False):
            how = (f"refitted on all records with epsilon={eps * self.refit_share:g}"
                   if self.refit_share > 0 else f"fitted on its part with epsilon={eps_sel:g}")
            warnings.warn(
                f"PrivateModelSelector (epsilon={eps:g}): the chosen candidate {best} "
                f"({type(winner).__name__}, {how}) predicts one class everywhere its "
                f"constant-model check looks; its predict_proba may still rank. Fewer "
                f"candidates (each sees a smaller part of the records), more epsilon or more "
                f"records would help if the data hold signal.", ConstantModelWarning, stacklevel=user_stacklevel())
        from .forests.base import (_remember_training_objects, _repeated_fit_caller,
                                   note_selector_fit, remember_selection, run_tool)

        caller = _repeated_fit_caller()
        if caller is not None:          # one fit of a search or cross-validation (see base.fit)
            ledger.fitted_in = run_tool(caller)
        note_selector_fit(self, given, y, eps, refitted, caller, earlier)
        # (what score and the private evaluations compare their X with; spend(selector) reads it)
        _remember_training_objects(self, given, y)
        remember_selection(winner, self, given, y)
        self.candidate_ledgers_ = own
        self.candidates_ = fitted
        self.best_index_ = best
        self.best_estimator_ = winner
        self.noisy_scores_ = noisy
        self.noisy_errors_ = noisy if scoring == "error" else None
        self.ledger_ = ledger
        # an earlier dpforest.contributions.fit_per_person's unit: this fit's rows are rows
        self.__dict__.pop("person_bound_", None)
        # and an earlier fit_per_group's group: this fit's records are whatever it was given
        # (a budget's fit_per_group sets it again after this fit)
        self.__dict__.pop("group_", None)
        self.classes_ = winner.classes_
        # scikit-learn's input attributes, as the winner fitted them
        self.n_features_in_ = winner.n_features_in_
        if hasattr(winner, "feature_names_in_"):
            self.feature_names_in_ = winner.feature_names_in_
        elif hasattr(self, "feature_names_in_"):
            del self.feature_names_in_
        if hasattr(winner, "target_name_"):
            self.target_name_ = winner.target_name_
        else:
            self.__dict__.pop("target_name_", None)
        return self

    def __sklearn_tags__(self):
        # as its candidates'
        return dp_classifier_tags(super().__sklearn_tags__())

    def predict_log_proba(self, X):
        """Logarithm of the chosen model's class probabilities (``best_estimator_``).

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to score, read through the chosen model's ``schema_``.

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
            ``best_estimator_.predict_log_proba(X)``: columns in the order of ``classes_``,
            ``-inf`` where a probability is 0.  Post-processing of the released model.
        """
        check_is_fitted(self, "best_estimator_")
        return self.best_estimator_.predict_log_proba(X)

    def predict_proba(self, X):
        """Class probabilities of the chosen model (``best_estimator_``).

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to score, read through the chosen model's ``schema_``.

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
            ``best_estimator_.predict_proba(X)``: one column per class of ``classes_``, in
            that order, combining the winner's trees by its own rule.  Post-processing of the
            released model: no budget is spent.
        """
        check_is_fitted(self, "best_estimator_")
        return self.best_estimator_.predict_proba(X)

    def predict(self, X):
        """Predicted class of every row, by the chosen model (``best_estimator_``).

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to classify, read through the chosen model's ``schema_``.

        Returns
        -------
        ndarray of shape (n_samples,)
            ``best_estimator_.predict(X)``: for each row the class of ``classes_`` with the
            largest probability.  Post-processing of the released model: no budget is spent.
        """
        check_is_fitted(self, "best_estimator_")
        return self.best_estimator_.predict(X)

    def score(self, X, y, sample_weight=None):
        """Mean accuracy of the chosen model on (X, y) (its own ``score``: the same label
        checks and messages as a fitted dpforest estimator).

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to classify.
        y : array-like of shape (n_samples,)
            Their true labels, each one of ``classes_``.
        sample_weight : array-like of shape (n_samples,) or float, default=None
            Weights of the rows in the mean, passed to scikit-learn's ``accuracy_score``
            (scoring reads only the data you pass; it is not a private query).

        Returns
        -------
        float
            The (weighted) share of rows whose predicted class is their label.
        """
        check_is_fitted(self, "best_estimator_")
        return self.best_estimator_.score(X, y, sample_weight=sample_weight)

