"""A fitted model's fingerprint: what a privacy budget's release records to name the fit it
booked, so that a release statement can tell *this* model's release from another's.

A budget's log holds what was released, its ε and when; two models of the same estimator at the
same ε read alike there, and their released content can be identical too (label leaves and a
few permute-and-flip draws often release the same tree from different noise).  So every fit
draws a random ``fit_id_`` (public randomness: nothing of the records), kept by model files and
pickles, and the fingerprint is a digest of the estimator's name, that id and the ledger: the
same for a copy of one fit (a pickle, a model file read back), different for two fits.  A model
fitted before ``fit_id_`` existed has no fingerprint: a release statement then counts its ε
again rather than take it for another model's release.
"""

from __future__ import annotations

import hashlib
import json

__all__ = ["model_fingerprint"]


def model_fingerprint(model) -> str | None:
    """The sha256 (hex) of a fitted dpforest model's estimator name, ``fit_id_`` and ledger, or
    None for anything else (a number, a ledger, an unfitted estimator, a model fitted before
    fits were named, another library's model)."""
    fit_id = getattr(model, "fit_id_", None)
    ledger = getattr(model, "ledger_", None)
    if not isinstance(fit_id, str) or ledger is None or not hasattr(ledger, "to_dict"):
        return None
    h = hashlib.sha256()
    for part in (type(model).__name__, fit_id,
                 json.dumps(ledger.to_dict(), sort_keys=True, default=str)):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()
