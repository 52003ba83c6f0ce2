"""Every (table, ε) cell with training rows x ε >= 3,000 (training rows: split 0 of the
harness, bd.split; Adult's official training part).
    python3 cells.py GROUP OUT.csv   (GROUP: auto, curated, unseen)"""
import sys, time, warnings
import pandas as pd
import common as C
from dpforest.benchmarks import datasets as bd
warnings.simplefilter("ignore")

if __name__ == "__main__":
    which, dest = sys.argv[1], sys.argv[2]
    t0, rows = time.time(), []
    for g, k in C.keys(which):
        try:
            ds = C.load(g, k)
            n = len(bd.split(ds, 0)[0])
        except Exception as e:
            print("ERR", g, k[:80], repr(e)[:200], file=sys.stderr, flush=True)
            continue
        for eps in C.EPS:
            rows.append(dict(group=g, key=k, dataset=ds.name, epsilon=eps, n_train=n,
                             n_eps=n * eps, n_classes=ds.schema.n_classes,
                             n_features=ds.schema.n_features, qualifies=n * eps >= 3000))
    pd.DataFrame(rows).to_csv(dest, index=False)
    print(which, len(rows), "rows", round(time.time() - t0), "s", file=sys.stderr)
