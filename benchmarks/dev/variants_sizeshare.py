"""What the noisy size costs the default, and the share of ε it is bought with.

The default spends ``size_share`` = 3 % of ε on a noisy record count n̂ (discrete Laplace,
scale 1/(0.03·ε): a standard deviation of about 47 in n̂·ε whatever ε is), the one
data-dependent input of its depth, leaf-share, leaf-release and categorical-split rules.

``oracle``    the true training size declared as ``n_samples`` (no size query; the tree keeps
              the whole ε): the most any size rule could gain.  Not DP as a default -- n is
              read from the data without a charge -- only an upper bound.
``oracle97``  the true size but the tree's budget of the default (97 % of ε): the value of a
              noiseless n̂ alone, without the 3 % it costs.  Its ledger totals 0.97·ε.
``s01`` / ``s06`` / ``s10``  ``size_share`` 0.01 / 0.06 / 0.10 (genuine ε-DP variants).

    REFIT_VARIANTS=benchmarks/dev/variants_sizeshare.py REFIT_VARIANT=oracle97 \\
        python3 benchmarks/dev/unseen_refit_default.py run 2
"""
import dpforest as d


class _TrueSize(d.DPForestClassifier):
    """The default told the true training size (an oracle, for measurement only)."""

    _tree_fraction = 1.0

    def fit(self, X, y, **kw):
        self.n_samples = len(X)
        full = self.epsilon
        self.epsilon = full * self._tree_fraction
        try:
            return super().fit(X, y, **kw)
        finally:
            self.epsilon = full


class _TrueSize97(_TrueSize):
    _tree_fraction = 0.97


def _share(s):
    return lambda e, schema, r: d.DPForestClassifier(epsilon=e, schema=schema, random_state=r,
                                                     progress=False, size_share=s)


VARIANTS = {
    "oracle": lambda e, s, r: _TrueSize(epsilon=e, schema=s, random_state=r, progress=False),
    "oracle97": lambda e, s, r: _TrueSize97(epsilon=e, schema=s, random_state=r, progress=False),
    "s01": _share(0.01),
    "s06": _share(0.06),
    "s10": _share(0.10),
}
