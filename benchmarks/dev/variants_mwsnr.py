"""Plain multiway growth only while the tree cannot have more leaves than n̂·ε_tree: a
signal-to-noise gate (measured; results in benchmarks/results/mwsnr/).

    python3 benchmarks/dev/auto_tables.py --limit 400 --only heplots/TIPI,MASS/birthwt \\
        --variants benchmarks/dev/variants_mwsnr.py --methods cur,snr,snr2,cap \\
        --epsilons 0.1,0.5,1,2 --seeds 12 --out DIR
    python3 benchmarks/dev/variant_eval.py smoking,mpg,car benchmarks/dev/variants_mwsnr.py \\
        benchmarks/results/holdout/results.csv --seeds 12 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``snr``: where the rule picks plain multiway growth, it picks mixed growth instead when
:func:`~variants_mwcap.multiway_max_leaves` (the most leaves a plain multiway tree of that depth
can have) exceeds n̂·ε_tree, n̂ the noisy size and ε_tree the tree's budget the depth rule was
given (the estimator's ε less ``size_share``·ε and any adaptive-grid share): a leaf of such a
tree would hold less than one record's worth of signal against its count's noise.  ``snr2``:
the same with twice the leaves (stricter).  ``cap`` (variants_mwcap.py): leaves > n̂.  Public:
the schema, the depth, the charged n̂ and the public budgets.

Each variant (not ``cap``) also records on the fitted estimator ``gate_fired_`` (whether its gate switched the
growth), ``gate_leaves_`` and ``gate_n_eps_`` (the two sides of its test) for the runner.
"""
import math

import dpforest as d
import dpforest.forests.default as D
from module_patch import patched
from variants_mwcap import _Capped, multiway_max_leaves  # noqa: F401  (cap: the reference)


class _SeesNoisyNEps(d.DPForestClassifier):
    """The default, with module rules replaced for the fit by ``self._rules(seen)``, where
    ``seen`` holds the per-tree noisy size ``n`` and the tree budget ``eps`` the depth rule was
    given (absent before it runs).  (variants_mwcap._SeesNoisyN records n only.)"""

    gate_factor = None      # None: the current rule (no gate)

    def _rules(self, seen) -> dict:
        split_rule = D.auto_categorical_split
        factor = self.gate_factor
        seen.update(gate_fired_=False, gate_leaves_=float("nan"), gate_n_eps_=float("nan"))

        def split(schema, depth, *rest, **k):
            s = split_rule(schema, depth, *rest, **k)
            if s == "multiway" and "n" in seen and math.isfinite(seen["n"]):
                leaves = multiway_max_leaves(schema, depth)
                seen.update(gate_leaves_=leaves, gate_n_eps_=seen["n"] * seen["eps"])
                if factor is not None and factor * leaves > seen["n"] * seen["eps"]:
                    seen["gate_fired_"] = True
                    return "mixed"
            return s

        return {"auto_categorical_split": split}

    def _fit_private(self, *a, **kw):
        seen = {}
        depth_rule = D.auto_depth

        def depth(n, eps, *rest, **k):
            seen["n"], seen["eps"] = float(n), float(eps)   # per-tree n̂ and ε_tree
            return depth_rule(n, eps, *rest, **k)

        with patched(D, auto_depth=depth, **self._rules(seen)):
            out = super()._fit_private(*a, **kw)
        # (set as attributes by the fit's commit, which first drops every earlier `*_` one)
        return {**out, **{k: v for k, v in seen.items() if k.startswith("gate_")}}


class _Cur(_SeesNoisyNEps):
    gate_factor = None


class _Snr(_SeesNoisyNEps):
    gate_factor = 1.0


class _Snr2(_SeesNoisyNEps):
    gate_factor = 2.0


def _make(cls):
    return lambda e, s, r: cls(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {
    # cur: the default itself (the subclass only records the gate's two sides, never acts)
    "cur": _make(_Cur),
    "snr": _make(_Snr),
    "snr2": _make(_Snr2),
    "cap": lambda e, s, r: _Capped(epsilon=e, schema=s, random_state=r, progress=False),
}
