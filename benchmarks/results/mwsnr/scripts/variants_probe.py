"""Probe (not part of the brief's candidates): snr's gate only where the leaves release counts
(n̂·ε_tree ≥ LABEL_LEAVES_BELOW), i.e. never in the label-leaf regime."""
import sys
sys.path.insert(0, "/work/main/benchmarks/dev")
import dpforest.forests.default as D
from variants_mwsnr import VARIANTS as _V, _SeesNoisyNEps


class _SnrCounts(_SeesNoisyNEps):
    gate_factor = 1.0

    def _rules(self, seen):
        inner = super()._rules(seen)["auto_categorical_split"]
        plain = D.auto_categorical_split

        def split(schema, depth, *rest, **k):
            if seen.get("n", 0.0) * seen.get("eps", 0.0) < D.LABEL_LEAVES_BELOW:
                return plain(schema, depth, *rest, **k)
            return inner(schema, depth, *rest, **k)
        return {"auto_categorical_split": split}


VARIANTS = {"cur": _V["cur"],
            "snrc": lambda e, s, r: _SnrCounts(epsilon=e, schema=s, random_state=r, progress=False)}
