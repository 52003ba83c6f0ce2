"""Rebalancing a rare class without breaking the guarantee, and undoing its shift afterwards.

Copies (oversampling, SMOTE) put one person in several rows, so each copy spends ε on them
again; dropping records does not.  :func:`subsample_classes` keeps each record of class ``c``
with probability ``keep[c]``, every record on its own coin: adding or removing one record
changes the subsample by at most that record, so a forest fitted on the subsample is exactly
as private for the original records as one fitted on all of them.  The coins come from the
operating system's cryptographic generator, never from a plain seed: a seeded generator's
coins follow the records' positions, and one record inserted in front would move every other
record's coin (the subsample would no longer change by one record only).  The forests' own
seeded draws avoid that by keying each coin by the record's content and its rank among
copies (:func:`dpforest.privacy.sampling.record_keys`), which needs the schema to read the
records; fresh secret coins need neither.

The shares must be chosen without looking at the records (from the class's documented
prevalence, say): a share computed from the class counts is a release of those counts.

On generated tables with 3 % positives, keeping 25 % of the negatives raised the default
forest's ROC AUC by +0.069 ± 0.021 at 20,000 rows and ε = 1 and by +0.026 ± 0.018 at 50,000
rows and ε = 0.5, and tied at 5,000 rows (``benchmarks/dev/rare_subsample_probe.py``).  The
model then sees classes in other proportions than the population's; :func:`undo_subsampling`
maps its probabilities back (post-processing, no privacy cost; the ranking of records by one
class's probability is unchanged in two-class problems).
"""
from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np
import pandas as pd

__all__ = ["subsample_classes", "undo_subsampling", "subsampled_threshold"]


def _check_keep(keep) -> None:
    if not isinstance(keep, Mapping):
        raise TypeError(f"keep must map a class to the share of its records kept, got "
                        f"{type(keep).__name__}")


def _shares(keep: Mapping, classes) -> np.ndarray:
    """``keep`` as one share in (0, 1] per class of ``classes`` (1 for a class not named)."""
    _check_keep(keep)
    unknown = [c for c in keep if c not in list(classes)]
    if unknown:
        raise ValueError(f"keep names classes that are not among the declared ones: {unknown}")
    out = np.array([keep.get(c, 1.0) for c in classes], dtype=float)
    if not np.all((out > 0) & (out <= 1)) or not all(math.isfinite(v) for v in out):
        raise ValueError("each share in keep must be in (0, 1]")
    return out


def subsample_classes(X, y, keep: Mapping, classes=None):
    """``(X, y)`` with each record of class ``c`` kept with probability ``keep[c]`` (1 for a
    class not named), independently, by coins from the operating system (see the module's
    docstring for why never from a seed).

    Parameters
    ----------
    X : DataFrame or 2-d array
        The records.
    y : array-like of shape (n_samples,)
        Their labels, as many as ``X`` has rows.
    keep : mapping of class to float
        The share in (0, 1] of each named class's records to keep, chosen without looking at
        the records; a class not named keeps all of its records.
    classes : sequence or None, default=None
        The declared classes (a schema's ``classes``), to check ``keep``'s keys against;
        None: ``keep``'s keys.

    Returns
    -------
    X_kept, y_kept
        The kept rows in their order (a DataFrame keeps its index).

    Raises
    ------
    TypeError
        If ``keep`` is not a mapping, or ``X`` or ``y`` is a Dask collection (in memory only).
    ValueError
        If ``X`` and ``y`` differ in length, ``keep`` names a class outside ``classes``, or a
        share is not in (0, 1].
    """
    from .data import SecretBits
    from .schema import as_pandas, is_dask_collection

    if is_dask_collection(X) or is_dask_collection(y):
        # (its length and labels would be computed here, and a Dask frame read as a list is
        # its column names: a kept record could come back as a column's name)
        raise TypeError("subsample_classes takes in-memory data (pandas or numpy); call "
                        ".compute() on a Dask collection that fits in memory first")
    # polars / Arrow frames as pandas (by name, as the fit reads them), never an array of them
    X, y = as_pandas(X), as_pandas(y, "y")
    y_arr = np.asarray(y) if isinstance(y, (pd.Series, np.ndarray)) else np.asarray(y, dtype=object)
    n = len(y_arr)
    if len(X) != n:
        raise ValueError("X and y must have the same number of rows")
    _check_keep(keep)
    classes = list(keep) if classes is None else list(classes)
    shares = dict(zip(classes, _shares(keep, classes)))
    share = np.array([_share_of(shares, v) for v in y_arr.tolist()], dtype=float)
    # a uniform in [0, 1) per record from 53 secret bits
    u = SecretBits().uniform(n)
    kept = u < share
    # each kept record as it was given: numpy's conversion of a whole plain list would read
    # every record by the others (one text cell turns another record's NaN into the text
    # 'nan'), so one record could change how another is read -- or whether it is kept at all
    if isinstance(X, pd.DataFrame):
        X_out = X.loc[kept]
    elif isinstance(X, np.ndarray):
        X_out = X[kept]
    else:
        rows = list(X)
        X_out = [rows[i] for i in np.flatnonzero(kept)]
    y_out = y[kept] if isinstance(y, (pd.Series, np.ndarray)) else y_arr[kept]
    return X_out, y_out


def _share_of(shares: dict, label) -> float:
    """The kept share of a record's label: 1 for a class not named, and for a label that
    cannot be a class at all (a list, a dict), which the fit after this one refuses or, under a
    pinned budget, leaves out like any other invalid record -- raising here would say, outside
    any budget, that some record holds such a label."""
    try:
        return shares.get(label, 1.0)
    except Exception:   # noqa: BLE001  unhashable, or a hash or comparison that raises (with a
        return 1.0      # message of its own, which could quote the value)


def undo_subsampling(proba, classes, keep: Mapping) -> np.ndarray:
    """Probabilities of a model fitted on :func:`subsample_classes` output, mapped back to the
    population's proportions: each class's column divided by its kept share, rows normalised
    (Bayes' rule for a prior shifted by the subsampling).  For two classes with a share ``r`` of
    the negatives kept, a positive probability ``p`` becomes ``p·r / (p·r + 1 − p)``.

    Parameters
    ----------
    proba : array-like of shape (n_samples, n_classes)
        Probabilities of the model fitted on the subsample, columns in the order of
        ``classes`` (``model.predict_proba(X)``).
    classes : sequence
        The classes of ``proba``'s columns, in that order (pass ``model.classes_``).
    keep : mapping of class to float
        The shares given to :func:`subsample_classes`: each named class's kept share in
        (0, 1]; a class not named counts as kept whole (1).

    Returns
    -------
    ndarray of shape (n_samples, n_classes)
        The probabilities under the population's proportions; a row whose probabilities are
        all 0 is returned as given.

    Raises
    ------
    TypeError
        If ``keep`` is not a mapping, or ``X`` or ``y`` is a Dask collection (in memory only).
    ValueError
        If ``proba`` does not have one column per class, ``keep`` names a class outside
        ``classes``, or a share is not in (0, 1].
    """
    P = np.asarray(proba, dtype=float)
    classes = list(classes)
    if P.ndim != 2 or P.shape[1] != len(classes):
        # (its number of rows, the records predicted, is not quoted)
        got = f"{P.shape[-1]} columns" if P.ndim == 2 else f"a {P.ndim}-d array"
        raise ValueError(f"proba must have one column per class ({len(classes)}), got {got}")
    W = P / _shares(keep, classes)
    total = W.sum(axis=1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(total > 0, W / total, P)


def subsampled_threshold(threshold: float, classes, keep: Mapping, positive) -> float:
    """The threshold on a two-class subsampled model's own probability of ``positive`` that
    matches ``threshold`` on the served one (:func:`undo_subsampling`'s): what
    ``threshold=`` of :func:`~dpforest.evaluation.private_confusion_matrix` and
    ``FixedThresholdClassifier`` compare with, since both read the model's own
    ``predict_proba``.  A walkthrough chose 0.05 on the served probabilities of a model that
    kept 5 % of the negatives and flagged nearly every test record: the model's own
    probabilities were 0.06-0.7.  The served positive probability is
    s = p·k₋ / (p·k₋ + (1 − p)·k₊) for the model's p, k the kept shares (each column divided by
    its share, the row renormalised); so p = t·k₊ / (t·k₊ + (1 − t)·k₋) for a served threshold
    t (both maps are increasing, so a record is flagged by the one exactly where it is by the
    other).
    Post-processing of public numbers.

    >>> round(subsampled_threshold(0.05, [0, 1], {0: 0.05}, positive=1), 4)
    0.5128
    """
    classes = list(classes)
    if len(classes) != 2:
        raise ValueError(f"subsampled_threshold is for two classes (got {len(classes)}): with "
                         f"more, one class's served probability depends on every other column")
    if positive not in classes:
        raise ValueError(f"positive={positive!r} is not one of the classes {classes!r}")
    t = float(threshold)
    if not 0.0 <= t <= 1.0:
        raise ValueError(f"threshold must be in [0, 1], got {threshold!r}")
    shares = _shares(keep, classes)
    k_pos = float(shares[classes.index(positive)])
    k_neg = float(shares[1 - classes.index(positive)])
    denom = t * k_pos + (1.0 - t) * k_neg
    return t * k_pos / denom if denom > 0 else t
