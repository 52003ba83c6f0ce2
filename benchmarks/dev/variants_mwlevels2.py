"""A "levels" rule on plain multiway growth (measured, not adopted; results in
benchmarks/results/mwlevels/).  Not variants_mwlevels.py: that earlier file's ``levels`` turned
every plain multiway tree mixed with no overrun limit (-0.0043 ± 0.0009 on 261 tables, docs
"counted in levels also where plain multiway growth is used"); these act only where the widest
column's split does not fit the depth.  The default grows plain multiway trees while (largest domain)^depth
<= 2^16 and, where leaves release counts, while 4 x the most leaves <= n̂·ε_tree ("A signal-to-noise
gate", "A stricter gate").  The gate bounds leaves, not levels: a 30-level participant id still
takes the root of a depth-2 tree at n̂·ε ≈ 557 (60 leaves), and below the label-leaf gate a
154-level city splits plain multiway at any n̂·ε (benchmarks/results/miss_patterns/summary.md, H1).
Mixed growth counts a k-way split as ⌈log2 k⌉ levels; the candidates grow plain multiway only
while the largest categorical domain k's split fits the depth budget so counted (else mixed, or
binary without multiway levels).  All act only where the rule chose the depth (n_eps given), as
the gate does; public: the schema, the depth, the charged n̂ and the public budgets.

* ``lv``: plain multiway only while ⌈log2 k⌉ <= depth, at every n̂·ε_tree;
* ``lv_counts``: the same, only where leaves release counts (n̂·ε_tree >= LABEL_LEAVES_BELOW);
* ``lv1``: ⌈log2 k⌉ <= depth + 1 (one level of slack, as mixed growth's MULTIWAY_SLACK), at every
  n̂·ε_tree.

Each fitted estimator carries ``_lv_acted`` (True where its rule turned the default's 'multiway'
into another split, False where it did not, None for ``cur``), so a run can tell the fits where a
candidate acted under the fit's own noisy n̂ from those where it did not.

    cd benchmarks/results/mwlevels && PYTHONPATH=<clean export>/src python3 scripts/run.py \\
        cells.csv rows.csv 6          # cur, lv, lv_counts, lv1 paired on each cell's splits
    python3 benchmarks/dev/auto_tables.py --variants benchmarks/dev/variants_mwlevels2.py \\
        --methods cur,lv,lv_counts,lv1 ...; python3 benchmarks/dev/paired_diff.py ROWS.csv
"""
import math

import dpforest as d
import dpforest.forests.default as D
from module_patch import patched


def largest_domain(schema) -> int:
    """The largest categorical domain (codes, as the rule counts them); 0 without one."""
    cats = [f.n_codes(schema.n_bins) for f in schema.features if f.kind == "categorical"]
    return max(cats) if cats else 0


def levels_apply(name: str, schema, depth: int, n_eps) -> bool:
    """Whether candidate ``name`` forbids plain multiway growth here (public inputs only)."""
    if n_eps is None or not math.isfinite(n_eps):
        return False                  # a declared depth: the candidates, like the gate, keep out
    if name == "lv_counts" and n_eps < D.LABEL_LEAVES_BELOW:
        return False
    k = largest_domain(schema)
    if k < 2:
        return False
    slack = 1 if name == "lv1" else 0
    return math.ceil(math.log2(k)) > int(depth) + slack


class _Levels(d.DPForestClassifier):
    """The default with a levels rule ``rule`` on top of its split rule (None: the default)."""

    rule = None

    def _fit_private(self, *a, **kw):
        self._lv_acted = None
        if self.rule is None:
            return super()._fit_private(*a, **kw)
        orig, name = D.auto_categorical_split, self.rule
        self._lv_acted = False

        def split(schema, depth, multiway_levels=True, n_eps=None):
            s = orig(schema, depth, multiway_levels, n_eps)
            if s == "multiway" and levels_apply(name, schema, depth, n_eps):
                self._lv_acted = True
                return "mixed" if multiway_levels else "binary"
            return s

        with patched(D, auto_categorical_split=split):
            return super()._fit_private(*a, **kw)


def _make(rule):
    cls = type(f"_Lv_{rule}", (_Levels,), {"rule": rule})
    return lambda e, s, r: cls(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {"cur": _make(None), "lv": _make("lv"), "lv_counts": _make("lv_counts"),
            "lv1": _make("lv1")}
