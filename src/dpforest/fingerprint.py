"""A fitted model's fingerprint: what a privacy budget's release records to name the model it
booked, so that a release statement can tell *this* model's release from another's.

A budget's log holds what was released, its ε and when; two models of the same estimator at the
same ε read alike there, and a statement that matched a model to a release by those alone could
take an unbooked model for a booked one and state a total below what was released.  The
fingerprint is a digest of what the fit released: every tree's arrays (structure, thresholds,
noisy counts or labels, the ε each node paid) and the ledger's queries.  Two fits draw fresh
noise, so two models share a fingerprint only when they are copies of one fit (a pickle, a
model file read back: the arrays round-trip exactly).  It reads the released model only: no
record, and nothing a model file does not already hold.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json

import numpy as np

__all__ = ["model_fingerprint"]


def _update(h, name: str, value) -> None:
    h.update(name.encode())
    if isinstance(value, np.ndarray):
        # dtype and shape too: the same bytes read as other values are another model
        h.update(f"{value.dtype.str}{value.shape}".encode())
        h.update(np.ascontiguousarray(value).tobytes())
    else:
        h.update(repr(value).encode())


def model_fingerprint(model) -> str | None:
    """The sha256 (hex) of a fitted dpforest model's released trees and ledger, or None for
    anything else (a number, a ledger, an unfitted estimator, another library's model)."""
    trees = getattr(model, "trees_", None)
    ledger = getattr(model, "ledger_", None)
    if trees is None or ledger is None or not hasattr(ledger, "to_dict"):
        return None
    h = hashlib.sha256()
    _update(h, "estimator", type(model).__name__)
    _update(h, "classes", [str(c) for c in np.asarray(getattr(model, "classes_", []), dtype=object)])
    for k, t in enumerate(trees):
        if not dataclasses.is_dataclass(t):
            return None
        _update(h, f"tree {k}", type(t).__name__)
        for f in dataclasses.fields(t):
            _update(h, f.name, getattr(t, f.name))
    _update(h, "ledger", json.dumps(ledger.to_dict(), sort_keys=True, default=str))
    return h.hexdigest()
