"""A stricter signal-to-noise gate on plain multiway growth (measured; results in
benchmarks/results/mwsnr3/).  The default grows plain multiway trees where leaves release counts
only while the most leaves such a tree can have is at most n̂·ε_tree ("A signal-to-noise gate"):
a leaf then holds at least 1/ε_tree records on average, against noise of standard deviation
√2/(leaf_share·ε_tree) ≥ 4.7/ε_tree in each of its counts.  ``snr<k>``: mixed growth instead
already where k·(most leaves) > n̂·ε_tree, so a leaf holds k times more records.  Public: the
schema, the depth, the charged n̂ and the public budgets (the same inputs as the rule's gate).

    cd benchmarks/results/mwsnr3 && VARIANTS_FILE=variants_mwsnr_k.py METHODS=cur,snr4,snr16 \\
        python3 ../mwpath/scripts/run.py cells.csv rows.csv 6
"""
import math

import dpforest as d
import dpforest.forests.default as D
from module_patch import patched


class _Stricter(d.DPForestClassifier):
    """The default with its multiway gate multiplied by ``factor`` (None: the default)."""

    factor = None

    def _fit_private(self, *a, **kw):
        if self.factor is None:
            return super()._fit_private(*a, **kw)
        rule, k = D.auto_categorical_split, float(self.factor)

        def split(schema, depth, multiway_levels=True, n_eps=None):
            s = rule(schema, depth, multiway_levels, n_eps)
            if s == "multiway" and n_eps is not None and math.isfinite(n_eps) and \
                    n_eps >= D.LABEL_LEAVES_BELOW and \
                    k * D.multiway_max_leaves(schema, depth) > n_eps:
                return "mixed" if multiway_levels else "binary"
            return s

        with patched(D, auto_categorical_split=split):
            return super()._fit_private(*a, **kw)


def _make(factor):
    cls = type(f"_Snr{factor}", (_Stricter,), {"factor": factor})
    return lambda e, s, r: cls(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {"cur": _make(None), "snr2": _make(2), "snr4": _make(4), "snr8": _make(8),
            "snr16": _make(16)}
