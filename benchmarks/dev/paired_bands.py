"""Paired difference of two methods of an ``auto_tables.py`` run, overall, per ε and per n·ε band
(training rows × ε): each (table, ε, seed) is one split fitted by both, the mean over a table's
splits is one cell, and the standard error is taken over the cells.

    python3 benchmarks/dev/paired_bands.py ROWS.csv[.gz] REF OTHER
"""
import argparse

import numpy as np
import pandas as pd


def _se(x):
    return x.std(ddof=1) / np.sqrt(len(x)) if len(x) > 1 else float("nan")


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("rows")
    ap.add_argument("ref")
    ap.add_argument("other")
    a = ap.parse_args(argv)
    r = pd.read_csv(a.rows)
    if "error" in r:
        r = r[r["error"].isna()]
    p = r.pivot_table(index=["dataset", "epsilon", "seed"], columns="method",
                      values="accuracy").dropna(subset=[a.ref, a.other])
    d = p[a.other] - p[a.ref]
    cells = d.groupby(level=["dataset", "epsilon"]).mean()
    print(f"{a.other} - {a.ref}: {len(d)} paired fits, mean {d.mean():+.4f} ± {_se(cells):.4f} "
          f"(SE over {len(cells)} table-epsilon cells)")
    for e, g in cells.groupby(level="epsilon"):
        print(f"  eps {e:g}: {g.mean():+.4f} ± {_se(g):.4f}")
    first = r.groupby(["dataset", "epsilon"])[["n_train", "epsilon"]].first()
    n_eps = (first["n_train"] * first["epsilon"]).reindex(cells.index)
    bands = pd.cut(n_eps, [0, 30, 100, 300, 1000, 3000, np.inf])
    for band, g in cells.groupby(bands, observed=True):
        print(f"  n*eps {band}: {g.mean():+.4f} ± {_se(g):.4f} ({len(g)} cells)")


if __name__ == "__main__":
    main()
