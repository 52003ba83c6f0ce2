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

__all__ = ["model_fingerprint", "content_digest"]


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


def content_digest(model) -> str | None:
    """The sha256 (hex) of what a fitted dpforest model releases -- its fitted attributes
    (trees, leaf counts, noisy size, ...), schema and ledger, in the canonical text of its model
    file -- or None where it has no model file form.  The fingerprint names the fit (its random
    ``fit_id_`` and ledger), not the trees: a model file whose leaf counts were edited and
    re-hashed kept its fingerprint, and a statement called it "the model the budget booked".  A
    budget records this digest beside the fingerprint, and a statement links a release to a
    model only where both match.  Parameters are left out (``set_params`` after a fit changes
    no released value)."""
    if model_fingerprint(model) is None:
        return None
    from ._warning_control import filtered
    from .exceptions import DPForestWarning
    from .io import _model_payload, _write_canonical

    try:
        # (the payload's own notices, such as parameters changed since the fit, are the
        # save's to give, not the digest's)
        with filtered(category=DPForestWarning):
            # (an attribute added to the model by hand is digested with the rest, not refused:
            # a budget still records a digest, and a statement sees the model differs from
            # what its fit released)
            payload = _model_payload(model, "content_digest", strict=False)
    except Exception:           # noqa: BLE001  no model file form: nothing to digest
        return None
    h = hashlib.sha256()
    _write_canonical({k: payload[k] for k in ("fitted", "schema", "ledger")}, h.update)
    return h.hexdigest()
