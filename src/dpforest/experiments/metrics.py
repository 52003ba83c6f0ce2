"""Scores used by the CLI and the experiment runner (on integer class indices)."""

from __future__ import annotations

import numpy as np
from sklearn.metrics import accuracy_score, f1_score

__all__ = ["scores", "single_class_f1"]


def single_class_f1(y_true, y_pred, positive: int) -> float:
    """F1 = 2PR/(P+R) of one class taken as positive (the F1 of RFDP_OOB's paper, Eq. 11);
    0 where the class is never predicted or never present."""
    return float(f1_score(np.asarray(y_true) == positive, np.asarray(y_pred) == positive,
                          zero_division=0))


def scores(y_true, y_pred, n_classes: int, majority: int | None = None) -> dict[str, float]:
    """Accuracy and macro-F1 (every public class counts, also one never predicted).

    On a two-class problem, with ``majority`` (the training split's majority class index) also
    the single-class F1 of Eq. 11 of RFDP_OOB's paper with either class as positive:
    ``f1_majority`` (the majority class positive: a constant majority classifier already scores
    2p/(1+p), p its test share) and ``f1_minority``, both NaN on more than two classes.  Without
    ``majority`` only accuracy and macro-F1 (the keys ``dpforest evaluate`` prints)."""
    y_true = np.asarray(y_true)
    y_pred = np.asarray(y_pred)
    out = {
        "accuracy": float(accuracy_score(y_true, y_pred)),
        "f1": float(f1_score(y_true, y_pred, labels=list(range(n_classes)), average="macro",
                             zero_division=0)),
    }
    if majority is None:
        return out
    out["f1_majority"] = out["f1_minority"] = np.nan
    if n_classes == 2:
        out["f1_majority"] = single_class_f1(y_true, y_pred, int(majority))
        out["f1_minority"] = single_class_f1(y_true, y_pred, 1 - int(majority))
    return out
