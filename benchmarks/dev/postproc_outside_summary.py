"""Leaf rules on the outside tables: each rule against the library's leaves, paired on one fit.

    python3 benchmarks/dev/postproc_outside_summary.py benchmarks/results/postproc_outside/accuracy_by_rule.csv

The CSV (one row per fit, one accuracy column per rule) is the pivot of ``postproc_eval.py
outside 1-227 --seeds 3``'s rows: every fit predicted under every rule, so a difference is the
rule's alone.  Prints each rule's mean difference over all fits, over the fits whose leaves
released counts (the count rules touch no other), by n·ε among those, and on the pooled cells the
default misses to a method at the majority rate (the winner within a point of it), the cells a
leaf rule would have to mend.
"""
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
from unseen_pooled import cells  # noqa: E402

RULES = ("min-8c", "min-16c", "min-32c", "size-0.5c", "size-1c", "size-2c", "prior-mix",
         "parent-mix")
KEY = ["batch", "dataset", "epsilon"]


def _fmt(d):
    return f"{d.mean():+.4f} ± {d.sem():.4f} ({len(d)})"


def main(path):
    w = pd.read_csv(path)
    counted = w.leaf_release.eq("counts")
    bands = pd.cut(w.n_train * w.epsilon, [0, 300, 1000, 3000, float("inf")], right=False)
    c = cells(Path(path).resolve().parents[1] / "unseen_refit_0635/rows.csv")
    lost = c[~c.within]
    ties = lost[lost.won_at_majority][KEY]
    tie_rows = w.merge(ties, on=KEY)
    print(f"{len(w)} fits, {int(counted.sum())} with count leaves; {len(ties)} missed cells won at "
          f"the majority rate (mean gap {lost.loc[ties.index].gap.mean():+.4f})")
    for r in RULES:
        d = w[r] - w["default"]
        by = " ; ".join(f"n·ε {b.left:g}-{b.right:g} {_fmt(g)}"
                        for b, g in d[counted].groupby(bands[counted], observed=True))
        t = tie_rows[r] - tie_rows["default"]
        print(f"{r:10s} all {_fmt(d)}; count-leaf fits {_fmt(d[counted])}; {by}; "
              f"tie cells {_fmt(t)}")


if __name__ == "__main__":
    main(sys.argv[1])
