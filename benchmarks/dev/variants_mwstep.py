"""Plain multiway growth a level shallower where the rule's depth makes it mixed (measured;
results in benchmarks/results/mwstep/).

An outside table (atomic levels' parity: a 12-level term letter and an 8-level element that
together nearly name the class) scored 0.71 at ε = 0.5 with a depth-2 plain multiway tree and
0.64-0.68 at ε = 1 and 2, where the rule's depth (3-4) puts plain multiway over the
signal-to-noise gate (4 × its most leaves > n̂·ε_tree) and the tree grows mixed: a higher ε
bought a worse model.  The variants here keep the rule's depth where its growth stays plain
multiway, and otherwise try plain multiway at a smaller depth before settling for mixed growth:

``cur``: the default.
``step1``: where the rule gives mixed growth and leaves release counts (n̂·ε_tree ≥ the
label-leaf gate), plain multiway at depth d − 1 if that passes the rule's tests (memory bound
and signal-to-noise gate); else mixed at d.
``step2``: the same, trying d − 1, then d − 2 (never below depth 1).
``step1all``: ``step1`` at every n̂·ε_tree (below the label-leaf gate mixed growth comes only
from the memory bound, and plain multiway keeps its joint draw of splits and labels there).

Public: the schema, the rule's depth and n̂·ε_tree, as the rule itself reads them.

    BATCHES=99-157 python3 benchmarks/results/mwstep/scripts/affected_step.py wheels OUT.csv
    VARIANTS_FILE=benchmarks/dev/variants_mwstep.py METHODS=cur,step1,step2,step1all \\
        python3 benchmarks/results/mwpath/scripts/run.py CELLS.csv ROWS.csv 6
"""
import dpforest as d
import dpforest.forests.default as D
from module_patch import patched


def step_rules(max_step: int, counts_only: bool = True) -> dict:
    """Replacements for ``auto_categorical_split`` and ``multiway_depth_cap`` that step the
    depth down by up to ``max_step`` levels where that keeps plain multiway growth."""
    split_rule, cap_rule = D.auto_categorical_split, D.multiway_depth_cap
    state = {}

    def split(schema, depth, multiway_levels=True, n_eps=None):
        state.clear()
        s = split_rule(schema, depth, multiway_levels, n_eps)
        # only where the rule chose the depth (n_eps given), as the gate itself
        if s != "mixed" or n_eps is None or (counts_only and n_eps < D.LABEL_LEAVES_BELOW):
            return s
        for k in range(1, max_step + 1):
            if depth - k < 1:
                break
            if split_rule(schema, depth - k, multiway_levels, n_eps) == "multiway":
                state["cap"] = depth - k
                return "multiway"
        return s

    def cap(schema, n_trees=1, level_bound=False):
        c = cap_rule(schema, n_trees, level_bound=level_bound)
        return min(c, state["cap"]) if "cap" in state else c

    return {"auto_categorical_split": split, "multiway_depth_cap": cap}


def _variant(max_step, counts_only=True):
    class Step(d.DPForestClassifier):
        def _fit_private(self, *a, **kw):
            with patched(D, **step_rules(max_step, counts_only)):
                return super()._fit_private(*a, **kw)
    return lambda e, s, r: Step(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r,
                                                progress=False),
    "step1": _variant(1),
    "step2": _variant(2),
    "step1all": _variant(1, counts_only=False),
}
