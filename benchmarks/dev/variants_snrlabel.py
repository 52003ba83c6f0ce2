"""The signal-to-noise gate on plain multiway growth below the label-leaf gate (measured, not
adopted; results in benchmarks/results/snrlabel/).

The default (auto_categorical_split) grows plain multiway trees while (largest domain)^depth <= 2^16
and, only where leaves release counts (n̂·ε_tree >= LABEL_LEAVES_BELOW = 300), while
MULTIWAY_SNR x multiway_max_leaves(schema, depth) <= n̂·ε_tree ("A signal-to-noise gate"), else
mixed growth.  Below 300 the gate does not act, because there a label tree draws its last level's
splits and labels jointly (joint_labels_apply), but that draw needs C^k <= JOINT_MAX_LABELLINGS for
every multiway candidate: a wide column (a 486-level village, 2 classes) rules it out, and the
tree then splits plain multiway with each of its hundreds of leaves drawing its class at a tiny ε.
The candidates extend the gate below 300 (public inputs only: the schema, the depth and the
charged n̂·ε_tree); both act only where the rule chose the depth (n_eps given), as the gate does:

* ``snr_nojoint``: below LABEL_LEAVES_BELOW, mixed growth where MULTIWAY_SNR x most leaves > n̂·ε_tree
  and the plain multiway tree would not have the joint draw (joint_labels_apply(schema,
  'multiway') False);
* ``snr_all``: the gate at every n̂·ε_tree (label leaves too, joint draw or not).

Each fitted estimator carries ``_snr_acted`` (True where its rule turned the default's 'multiway'
into another split, False where it did not, None for ``cur``).

    cd benchmarks/results/snrlabel/scripts && PYTHONPATH=<clean export>/src python3 run.py \\
        CELLS.csv ROWS.csv 6          # cur, snr_nojoint, snr_all paired on each cell's splits
"""
import math

import dpforest as d
import dpforest.forests.default as D
from module_patch import patched


def snr_applies(name: str, schema, depth: int, n_eps) -> bool:
    """Whether candidate ``name`` turns the default's plain multiway growth mixed here (public
    inputs only; called only where the default chose 'multiway')."""
    if n_eps is None or not math.isfinite(n_eps) or int(depth) <= 0:
        return False                  # a declared depth: the candidates, like the gate, keep out
    if n_eps >= D.LABEL_LEAVES_BELOW:
        return False                  # the default's own gate already acted there
    if name == "snr_nojoint" and D.joint_labels_apply(schema, "multiway"):
        return False
    return D.MULTIWAY_SNR * D.multiway_max_leaves(schema, depth) > n_eps


class _Snr(d.DPForestClassifier):
    """The default with the gate ``rule`` on top of its split rule (None: the default)."""

    rule = None

    def _fit_private(self, *a, **kw):
        self._snr_acted = None
        if self.rule is None:
            return super()._fit_private(*a, **kw)
        orig, name = D.auto_categorical_split, self.rule
        self._snr_acted = False

        def split(schema, depth, multiway_levels=True, n_eps=None):
            s = orig(schema, depth, multiway_levels, n_eps)
            if s == "multiway" and snr_applies(name, schema, depth, n_eps):
                self._snr_acted = True
                return "mixed" if multiway_levels else "binary"
            return s

        with patched(D, auto_categorical_split=split):
            return super()._fit_private(*a, **kw)


def _make(rule):
    cls = type(f"_Snr_{rule}", (_Snr,), {"rule": rule})
    return lambda e, s, r: cls(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {"cur": _make(None), "snr_nojoint": _make("snr_nojoint"), "snr_all": _make("snr_all")}
