"""A fit booked in a budget that pins the schema, against the same fit on its own.

A pinned budget (``PrivacyBudget(total, schema=...)``) judges every record against the schema
on its own before the fit reads any (a record that does not fit is left out, silently, so that
no value can refuse a release): the labels, each value's type, text matched to the declared
categories.  This times that cost on a generated table of N rows (two numeric columns, a
50-level text column, a whole-number column with gaps, a two-class label), in one process:
the plain ``DPForestClassifier.fit`` first, then ``budget.fit`` of the same estimator, twice.

Usage: ``python3 benchmarks/bench_pinned_budget.py [N]`` (1,000,000 by default).
"""

from __future__ import annotations

import sys
import time
import warnings

import numpy as np
import pandas as pd

import dpforest as d


def main(n: int = 1_000_000) -> None:
    warnings.simplefilter("ignore")
    rng = np.random.default_rng(0)
    levels = [f"l{i}" for i in range(50)]
    X = pd.DataFrame({"a": rng.uniform(0, 100, n), "b": rng.normal(0, 1, n).clip(-5, 5),
                      "c": pd.Series(rng.choice(levels, n), dtype="str"),
                      "e": rng.integers(0, 10, n).astype(float)})
    X.loc[::97, "e"] = np.nan
    y = pd.Series(np.where(X["a"] + 10 * (X["c"] < "l20") + rng.normal(0, 10, n) > 60, 1, 0))
    s = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 100), "b": (-5, 5),
                                                          "e": (0, 9)},
                                categories={"c": levels}, allow_missing=["e"])
    d.DPForestClassifier(1, s, progress=False).fit(X.head(2000), y.head(2000))   # compile
    for _ in range(2):
        t = time.perf_counter()
        d.DPForestClassifier(1, s, progress=False).fit(X, y)
        plain = time.perf_counter() - t
        t = time.perf_counter()
        d.PrivacyBudget(total=10, schema=s).fit(d.DPForestClassifier(1, s, progress=False), X, y)
        pinned = time.perf_counter() - t
        print(f"n={n:,}: plain fit {plain:.2f} s, in a pinned budget {pinned:.2f} s "
              f"({pinned / plain:.1f}x the plain fit)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000)
