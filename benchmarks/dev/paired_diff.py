"""Paired comparison of variant rows (from variant_eval.py) against a reference variant.

    python3 benchmarks/dev/paired_diff.py ROWS.csv [--ref cur]

Each (data set, ε, seed) is one split fitted by every variant, so the per-split differences are
paired and their standard error is far smaller than the cells' own spread.  Prints, per variant,
the mean difference and its standard error overall and per ε, and the data sets that moved most.
With the privacy noise unseeded, single small data sets swing by ±0.02-0.1 between runs of
the same default at 3-6 seeds; decisions on small tables need ~24 seeds.
"""
from __future__ import annotations

import argparse

import numpy as np
import pandas as pd


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("rows")
    p.add_argument("--ref", default="cur")
    a = p.parse_args(argv)
    r = pd.read_csv(a.rows)
    wide = r.pivot_table(index=["dataset", "epsilon", "seed"], columns="method", values="accuracy")
    for v in [c for c in wide.columns if c != a.ref]:
        diff = (wide[v] - wide[a.ref]).dropna()
        print(f"== {v} - {a.ref}: {diff.mean():+.4f} ± {diff.std() / np.sqrt(len(diff)):.4f} "
              f"({len(diff)} paired fits)")
        per_eps = diff.groupby(level="epsilon").agg(["mean", "sem"])
        print(per_eps.round(4).to_string())
        per_ds = diff.groupby(level="dataset").mean().sort_values()
        print("  most lost:", ", ".join(f"{k} {x:+.3f}" for k, x in per_ds.head(3).items()))
        print("  most won: ", ", ".join(f"{k} {x:+.3f}" for k, x in per_ds.tail(3)[::-1].items()))


if __name__ == "__main__":
    main()
