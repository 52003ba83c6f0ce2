"""Scores used by the CLI and the experiment runner (on integer class indices)."""

from __future__ import annotations

import numpy as np
from sklearn.metrics import accuracy_score, f1_score

__all__ = ["scores"]


def scores(y_true, y_pred, n_classes: int) -> dict[str, float]:
    """Accuracy and macro-F1 (every public class counts, also one never predicted)."""
    y_true = np.asarray(y_true)
    y_pred = np.asarray(y_pred)
    return {
        "accuracy": float(accuracy_score(y_true, y_pred)),
        "f1": float(f1_score(y_true, y_pred, labels=list(range(n_classes)), average="macro",
                             zero_division=0)),
    }
