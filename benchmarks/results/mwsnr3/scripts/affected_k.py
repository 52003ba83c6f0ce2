"""Cells where a stricter multiway gate (benchmarks/dev/variants_mwsnr_k.py) can act: the
default's split rule, from a dry fit with the true training n as n̂, picks plain multiway where
leaves release counts (n̂·ε_tree >= 300) and 16 x (most leaves) > n̂·ε_tree.
python3 affected_k.py GROUP OUT.csv   (GROUP: auto, curated, wheels)"""
import sys, time, warnings
sys.path.insert(0, "/work/main/benchmarks/results/mwpath/scripts")
import pandas as pd
from affected import DEV, Stop, collect  # noqa: F401  (DEV on sys.path)
import dpforest as d, dpforest.forests.default as D
from module_patch import patched
from dpforest.benchmarks import datasets as bd
warnings.simplefilter("ignore")
EPS = [0.1, 0.5, 1.0, 2.0]


def dry(ds, Xtr, ytr, eps):
    rec = {}
    rule = D.auto_categorical_split

    def split(schema, dep, ml=True, n_eps=None):
        rec.update(split=rule(schema, dep, ml, n_eps), n_eps=n_eps, depth=dep,
                   leaves=D.multiway_max_leaves(schema, dep))
        return rec["split"]

    def share(*a, **k):
        raise Stop

    m = d.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=0, progress=False,
                             n_samples=len(Xtr))
    with patched(D, auto_categorical_split=split, auto_leaf_share=share):
        try:
            m.fit(Xtr, ytr)
        except Stop:
            pass
    return rec


def cells(group, ds, key):
    if not any(f.kind == "categorical" for f in ds.schema.features):
        return []
    Xtr, ytr, _, _ = bd.split(ds, 0)
    out = []
    for eps in EPS:
        r = dry(ds, Xtr, ytr, eps)
        if r.get("split") != "multiway" or r["n_eps"] is None or r["n_eps"] < D.LABEL_LEAVES_BELOW:
            continue
        acts = [k for k in (2, 4, 16) if k * r["leaves"] > r["n_eps"]]
        if acts:
            out.append(dict(group=group, dataset=ds.name, key=key, epsilon=eps, n_train=len(Xtr),
                            depth=r["depth"], leaves=r["leaves"], n_eps=r["n_eps"],
                            acts=",".join(map(str, acts))))
    return out


if __name__ == "__main__":
    which, dest = sys.argv[1], sys.argv[2]
    t0 = time.time()
    rows = collect(which, cells)
    pd.DataFrame(rows).to_csv(dest, index=False)
    print(len(rows), "cells", round(time.time() - t0), "s", file=sys.stderr)
