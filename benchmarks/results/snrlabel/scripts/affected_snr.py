"""Where the SNR-gate candidates (benchmarks/dev/variants_snrlabel.py) act at the true training n:
a dry fit of the default on split 0 of every table with a categorical column at ε = 0.1 / 0.5 /
1 / 2 (common.dry).  One row per (table, ε) cell, acting or not.
    python3 affected_snr.py GROUP OUT.csv   (GROUP: auto, curated, suite, darfur)"""
import sys, time, warnings
import pandas as pd
import common as C
from dpforest.benchmarks import datasets as bd
warnings.simplefilter("ignore")


def cells(group, key):
    ds = C.load(group, key)
    sch = ds.schema
    if not any(f.kind == "categorical" for f in sch.features):
        return [dict(group=group, key=key, dataset=ds.name, no_categorical=True)]
    Xtr, ytr, _, _ = bd.split(ds, 0)
    out = []
    for eps in C.EPS:
        r = C.dry(ds, Xtr, ytr, eps)
        out.append(dict(group=group, key=key, dataset=ds.name, epsilon=eps, n_train=len(Xtr),
                        n_classes=sch.n_classes, n_features=sch.n_features, no_categorical=False,
                        **{k: v for k, v in r.items() if k != "ml"}))
    return out


if __name__ == "__main__":
    which, dest = sys.argv[1], sys.argv[2]
    t0, rows = time.time(), []
    for g, k in C.keys(which):
        try:
            rows += cells(g, k)
        except Exception as e:
            print("ERR", g, k[:80], repr(e)[:200], file=sys.stderr, flush=True)
    pd.DataFrame(rows).to_csv(dest, index=False)
    print(which, len(rows), "rows", round(time.time() - t0), "s", file=sys.stderr)
