"""Cells where the plain-multiway scores of benchmarks/dev/variants_perlevel.py (``perlevel``:
gain per level; ``nullpen``: counts less their null excess, the default since 0.6.36) can act:
the default's split rule, from a dry fit with the true training n as n̂ (mwsnr3's
affected_k.dry), picks plain multiway growth and some categorical column has three or more
codes (a 2-way split is unchanged).
python3 affected_pl.py GROUP OUT.csv [FIRST-LAST]   (GROUP: auto, curated, wheels; wheels:
outside batches FIRST-LAST, default 2-219 -- mwpath's loader walk stops at a batch that does
not exist, 220; run 221-316 apart; auto needs /tmp/mwsnr/specs.pkl, see README)"""
import sys, time, warnings
sys.path.insert(0, "/work/main/benchmarks/results/mwpath/scripts")
sys.path.insert(0, "/work/main/benchmarks/results/mwsnr3/scripts")
import pandas as pd
from affected import collect
from affected_k import dry      # the dry fit at the true n: the rule's split, n̂·ε_tree, depth
from dpforest.benchmarks import datasets as bd
warnings.simplefilter("ignore")
EPS = [0.1, 0.5, 1.0, 2.0]


def cells(group, ds, key):
    cats = [f.n_codes(ds.schema.n_bins) for f in ds.schema.features if f.kind == "categorical"]
    if not cats or max(cats) < 3:
        return []
    Xtr, ytr, _, _ = bd.split(ds, 0)
    out = []
    for eps in EPS:
        r = dry(ds, Xtr, ytr, eps)
        if r.get("split") == "multiway" and r.get("depth"):
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
