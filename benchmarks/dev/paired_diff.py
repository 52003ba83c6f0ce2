"""Paired comparison of variant rows (from variant_eval.py) against a reference variant.

    python3 benchmarks/dev/paired_diff.py ROWS.csv [--ref cur]

Each (data set, ε, seed) is one split fitted by every variant, so the per-split differences are
paired and their standard error is far smaller than the cells' own spread.  Prints, per variant,
the mean difference and its standard error overall and per ε, and the data sets that moved most.
With the privacy noise unseeded, single small data sets swing by ±0.02-0.1 between runs of
the same default at 3-6 seeds; decisions on small tables need ~24 seeds.

    python3 benchmarks/dev/paired_diff.py ROWS.csv --aa ROWS2.csv [--ref cur] [--block 3]

instead judges the reference variant of one run against the same variant of another run (same
splits, fresh privacy noise) with the suite's rule -- within one SE: gap >= 0 or |gap| <= the
standard error of the difference of means -- on blocks of ``--block`` seeds: how often a method
passes the rule against an exact copy of itself.
"""
from __future__ import annotations

import argparse

import numpy as np
import pandas as pd


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("rows")
    p.add_argument("--ref", default="cur")
    p.add_argument("--aa", default="", help="a second run's rows: A/A check of --ref")
    p.add_argument("--block", type=int, default=3)
    a = p.parse_args(argv)
    r = pd.read_csv(a.rows)
    if a.aa:
        return aa_check(r, pd.read_csv(a.aa), a.ref, a.block)
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


def aa_check(r1: pd.DataFrame, r2: pd.DataFrame, ref: str, block: int) -> None:
    key = ["dataset", "epsilon", "seed"]
    pair = pd.DataFrame({"A": r1[r1.method == ref].set_index(key).accuracy,
                         "B": r2[r2.method == ref].set_index(key).accuracy}).dropna().reset_index()
    ok = cells = 0
    for _, g in pair.groupby(["dataset", "epsilon"]):
        g = g.sort_values("seed")
        for k in range(len(g) // block):
            b = g.iloc[k * block:(k + 1) * block]
            gap = b.A.mean() - b.B.mean()
            se = np.sqrt(b.A.var(ddof=1) / block + b.B.var(ddof=1) / block)
            ok += bool(gap >= 0 or abs(gap) <= se)
            cells += 1
    print(f"A/A: {ref} within one SE of a copy of itself in {ok}/{cells} cells "
          f"({ok / max(cells, 1):.3f}) of {block} seeds")


if __name__ == "__main__":
    main()
