"""A test-bed variant against today's default, by class count and n·ε band.

    python3 benchmarks/dev/unseen_refit_by_classes.py off7 [off8 ...]

Reads the variant's accuracies from ``benchmarks/results/unseen_refit/variants_accuracy.csv``
(``unseen_refit_default.py keep NAME`` puts them there) and today's default from ``rows.csv``,
pairs them by (batch, table, ε, seed), and prints the mean difference ± its standard error for
two-class and multi-class tables in each n·ε band (training rows × ε): where
``unseen_refit_default.py compare`` pools the class counts, this shows whether a rule that ties
overall helps one kind of table (the small two-class tables a stump serves, say) and costs the
other.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
import unseen_pooled  # noqa: E402

OUT = Path(__file__).resolve().parents[2] / "benchmarks/results/unseen_refit"
BANDS = [0, 100, 300, 600, 1000, 3000, float("inf")]
KEY = ["batch", "dataset", "epsilon", "seed"]


def main(names) -> None:
    v = pd.read_csv(OUT / "variants_accuracy.csv")
    r = pd.read_csv(OUT / "rows.csv")
    r = r[r.method == "default"][KEY + ["accuracy"]]
    classes = unseen_pooled.cells()[["batch", "dataset", "classes"]].drop_duplicates(["batch", "dataset"])
    m = v.merge(r, on=KEY).merge(classes, on=["batch", "dataset"])
    m["band"] = pd.cut(m["n_train"] * m["epsilon"], BANDS)
    m["kind"] = m["classes"].map(lambda c: "two-class" if c == 2 else "3+ classes")
    for name in names:
        m["diff"] = m[name] - m["accuracy"]
        t = m.groupby(["kind", "band"], observed=True)["diff"].agg(["mean", "sem", "count"])
        print(f"{name} − today's default, paired by split ({len(m)} fits)")
        print(t.round(4).to_string(), end="\n\n")


if __name__ == "__main__":
    main(sys.argv[1:] or ["off7"])
