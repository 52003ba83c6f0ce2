"""Variants that replace one name of :mod:`dpforest.forests.default` for the length of a fit.

Several dev variants change a module-level rule (the depth offset, the depth rule, the
categorical rule) rather than a parameter.  The replacement is process-local and undone after
the fit; the development runners fit one job at a time per worker process, so variants never
see each other's patches.
"""
import dpforest as d
import dpforest.forests.default as D


def patched_variant(attr, replacement):
    """A factory ``(epsilon, schema, seed) -> estimator`` whose fits see ``D.<attr>`` replaced by
    ``replacement(estimator, original)``."""
    class Patched(d.DPForestClassifier):
        def _fit_private(self, *a, **kw):
            saved = getattr(D, attr)
            setattr(D, attr, replacement(self, saved))
            try:
                return super()._fit_private(*a, **kw)
            finally:
                setattr(D, attr, saved)
    return lambda e, s, r: Patched(epsilon=e, schema=s, random_state=r, progress=False)
