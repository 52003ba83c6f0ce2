"""Cells where ``mixnull`` (benchmarks/dev/variants_jointmixed.py: mixed growth's k-way
candidates less their null excess, ``_mixed_null_penalty``) can act: a dry fit at the true
training n as n̂ (mwsnr3's affected_k.dry) grows mixed trees and a categorical column has three
or more codes.  python3 affected_mixnull.py GROUP OUT.csv [FIRST-LAST] (as affected_jm.py)"""
import warnings
from affected_jm import EPS, main, row
from affected_k import dry
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
            out.append(row(group, ds, key, Xtr, eps, r, cats))
    return out


if __name__ == "__main__":
    main(cells)
