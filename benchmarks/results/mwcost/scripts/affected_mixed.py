"""The (table, eps) cells where the default grows mixed trees at the true training n: the only
cells where the levels a multiway split uses up can change the fit (a dry fit, mwpath's
affected.py).  python3 affected_mixed.py GROUP OUT.csv   (GROUP: auto, curated, wheels)"""
import os, sys, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "mwpath", "scripts"))
import pandas as pd
from affected import EPS, collect, dry
from dpforest.benchmarks import datasets as bd


def cells(group, ds, key):
    sch = ds.schema
    cats = [f.n_codes(sch.n_bins) for f in sch.features if f.kind == "categorical"]
    if not cats or max(cats) < 3:
        return []
    Xtr, ytr, _, _ = bd.split(ds, 0)
    out = []
    for eps in EPS:
        a = dry(ds, Xtr, ytr, eps, len(Xtr), {})
        if "split" not in a:
            continue
        out.append(dict(group=group, dataset=ds.name, key=key, n_train=len(Xtr), n_cat=len(cats),
                        largest=max(cats), n_features=sch.n_features, n_classes=sch.n_classes,
                        epsilon=eps, split_cur=a["split"], depth_cur=a.get("depth"),
                        changed=a["split"] == "mixed"))
    return out


if __name__ == "__main__":
    which, dest = sys.argv[1], sys.argv[2]
    lo, hi = map(int, os.environ.get("BATCHES", "3-96").split("-"))
    t0 = time.time()
    pd.DataFrame(collect(which, cells, (lo, hi))).to_csv(dest, index=False)
    print(which, "done", round(time.time() - t0), "s", flush=True)
