"""Cells where ``mixnull`` (benchmarks/dev/variants_jointmixed.py: mixed growth's k-way
candidates less their null excess, ``_mixed_null_penalty``) can act: a dry fit at the true
training n as n̂ (mwsnr3's affected_k.dry) grows mixed trees and a categorical column has three
or more codes.  python3 affected_mixnull.py GROUP OUT.csv [FIRST-LAST] (as affected_jm.py)"""
import sys, time, warnings
sys.path.insert(0, "/work/main/benchmarks/results/mwpath/scripts")
sys.path.insert(0, "/work/main/benchmarks/results/mwsnr3/scripts")
import pandas as pd
from affected import collect
from affected_k import dry
from affected_jm import EPS
from dpforest.benchmarks import datasets as bd
warnings.simplefilter("ignore")


def cells(group, ds, key):
    cats = [f.n_codes(ds.schema.n_bins) for f in ds.schema.features if f.kind == "categorical"]
    if not cats or max(cats) < 3:
        return []
    Xtr, ytr, _, _ = bd.split(ds, 0)
    out = []
    for eps in EPS:
        r = dry(ds, Xtr, ytr, eps)
        if r.get("split") == "mixed" and r.get("depth") and r["n_eps"] is not None:
            out.append(dict(group=group, dataset=ds.name, key=key, epsilon=eps, n_train=len(Xtr),
                            depth=r["depth"], n_eps=r["n_eps"], largest=max(cats),
                            n_classes=ds.schema.n_classes))
    return out


if __name__ == "__main__":
    which, dest = sys.argv[1], sys.argv[2]
    lo, hi = (int(x) for x in (sys.argv[3] if len(sys.argv) > 3 else "2-219").split("-"))
    t0 = time.time()
    rows = collect(which, cells, (lo, hi))
    pd.DataFrame(rows).to_csv(dest, index=False)
    print(len(rows), "cells", round(time.time() - t0), "s", file=sys.stderr)
