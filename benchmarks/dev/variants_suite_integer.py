"""Development-only: the suite's whole-number columns declared ``integer=True`` (paired).

The suite's schemas declare whole-number columns (a 1-10 score, a year, a count) by cut points at
the half-integers, which the default's cut-grid rule then refines to about 100 intervals of
which only one per value can separate records.  Declaring them ``integer=True`` (same cuts)
keeps one code per value for every forest.  This runs the default on both schemas, same splits
and seeds, and prints the paired difference per data set and ε.

    python3 benchmarks/dev/variants_suite_integer.py [--seeds 12] [--datasets a,b] [--out CSV]
"""
from __future__ import annotations

import argparse
import dataclasses

import numpy as np
import pandas as pd

from dpforest.benchmarks import datasets as bd
from dpforest.benchmarks import harness
from dpforest.schema import Schema


def is_half_cut(f) -> bool:
    """A numeric feature whose declared cuts are exactly the half-integers inside its bounds."""
    if f.kind != "numeric" or f.cuts is None or f.integer:
        return False
    lo, hi = float(f.lower), float(f.upper)
    return lo == int(lo) and hi == int(hi) and tuple(f.cuts) == tuple(np.arange(lo + 0.5, hi, 1.0))


def with_integer(ds):
    feats = [dataclasses.replace(f, integer=True) if is_half_cut(f) else f for f in ds.schema.features]
    sc = ds.schema
    schema = Schema(feats, sc.classes, n_bins=sc.n_bins, out_of_bounds=sc.out_of_bounds)
    return dataclasses.replace(ds, schema=schema)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=12)
    ap.add_argument("--datasets", default="")
    ap.add_argument("--eps", default="0.1,0.5,1,2")
    ap.add_argument("--out", default="")
    a = ap.parse_args()
    names = [n for n in (a.datasets.split(",") if a.datasets else bd.SUITE) if n]
    eps = [float(e) for e in a.eps.split(",")]
    rows = []
    for name in names:
        ds = bd.load(name)
        touched = [f.name for f in ds.schema.features if is_half_cut(f)]
        if not touched:
            continue
        print(f"{name}: integer=True on {', '.join(touched)}", flush=True)
        variants = {"cuts": ds, "integer": with_integer(ds)}
        for tag, v in variants.items():
            r = harness.run(["default"], [name], eps, a.seeds, loaded={name: v}, progress=False)
            r["variant"] = tag
            rows.append(r)
    df = pd.concat(rows, ignore_index=True)
    if a.out:
        df.to_csv(a.out, index=False)
    p = df.pivot_table(index=["dataset", "epsilon", "seed"], columns="variant", values="accuracy")
    p["diff"] = p["integer"] - p["cuts"]
    g = p.groupby(level=["dataset", "epsilon"])
    s = pd.DataFrame({"cuts": g["cuts"].mean(), "integer": g["integer"].mean(),
                      "diff": g["diff"].mean(), "se": g["diff"].std() / np.sqrt(g["diff"].count())})
    print(s.round(4).to_string())
    print(f"overall paired diff {p['diff'].mean():+.4f} ± {p['diff'].std() / np.sqrt(len(p)):.4f} "
          f"({len(p)} pairs)")


if __name__ == "__main__":
    main()
