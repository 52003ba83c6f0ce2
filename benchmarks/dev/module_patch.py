"""Dev variants that change the default for the length of a fit, or fit it on derived columns.

Several dev variants change a module-level rule (the depth offset, the depth rule, the
categorical rule) rather than a parameter.  The replacement is process-local and undone after
the fit; the development runners fit one job at a time per worker process, so variants never
see each other's patches.  Others fit the default on a per-record transform of X under a
derived schema (:class:`TransformedDefault`).
"""
import contextlib

import dpforest as d
import dpforest.forests.default as D
from dpforest.schema import Schema


@contextlib.contextmanager
def patched(target, **replacements):
    """``target.<name>`` replaced by each value for the length of the block (yields the originals)."""
    saved = {n: getattr(target, n) for n in replacements}
    for n, v in replacements.items():
        setattr(target, n, v)
    try:
        yield saved
    finally:
        for n, v in saved.items():
            setattr(target, n, v)


def patched_variant(attr, replacement, target=D):
    """A factory ``(epsilon, schema, seed) -> estimator`` whose fits see ``target.<attr>`` (by
    default a rule of :mod:`dpforest.forests.default`; :mod:`dpforest.data` for the door's
    helpers) replaced by ``replacement(estimator, original)``."""
    class Patched(d.DPForestClassifier):
        def _fit_private(self, *a, **kw):
            with patched(target, **{attr: replacement(self, getattr(target, attr))}):
                return super()._fit_private(*a, **kw)
    return lambda e, s, r: Patched(epsilon=e, schema=s, random_state=r, progress=False)


def below_label_gate(attr, change):
    """A :func:`patched_variant` whose rule ``D.<attr>(n, eps, *rest)`` is replaced by
    ``change(original, n, eps, *rest)`` where n·ε is below the label-leaf gate
    (``D.LABEL_LEAVES_BELOW``) and kept as it is elsewhere."""
    def replace(est, orig):
        def rule(n, eps, *rest, **kw):
            if float(n) * float(eps) < D.LABEL_LEAVES_BELOW:
                return change(orig, n, eps, *rest, **kw)
            return orig(n, eps, *rest, **kw)
        return rule
    return patched_variant(attr, replace)


def attr_variant(**attrs):
    """A factory ``(epsilon, schema, seed) -> estimator``: the default with its class-level
    hooks (``_multiway_slack``, ``_random_levels``, ...) set to ``attrs``."""
    cls = type("Variant", (d.DPForestClassifier,), dict(attrs))
    return lambda e, s, r: cls(epsilon=e, schema=s, random_state=r, progress=False)


def schema_like(schema, features):
    """A :class:`~dpforest.Schema` with ``features`` and ``schema``'s classes, out-of-bounds
    policy and default bins (for derived schemas)."""
    return Schema(features, schema.classes, out_of_bounds=schema.out_of_bounds, n_bins=schema.n_bins)


class TransformedDefault:
    """The default (or ``cls``) fitted on ``transform(X)`` under ``derived_schema(X)``.

    Subclasses define both; the harness needs only fit / predict / predict_proba / ledger_.
    """

    def __init__(self, epsilon, schema, seed, cls=None, **params):
        self.epsilon, self.schema0, self.seed = epsilon, schema, seed
        self.cls, self.params = cls or d.DPForestClassifier, params

    def derived_schema(self, X):          # pragma: no cover - interface
        raise NotImplementedError

    def transform(self, X):               # pragma: no cover - interface
        raise NotImplementedError

    def fit(self, X, y):
        self.schema = self.derived_schema(X)
        self.m = self.cls(epsilon=self.epsilon, schema=self.schema, random_state=self.seed,
                          progress=False, **self.params).fit(self.transform(X), y)
        self.ledger_ = self.m.ledger_
        return self

    def predict(self, X):
        return self.m.predict(self.transform(X))

    def predict_proba(self, X):
        return self.m.predict_proba(self.transform(X))
