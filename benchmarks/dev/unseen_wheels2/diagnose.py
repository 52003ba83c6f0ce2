"""Refit the default on the worst cells, print what it learned, and try existing parameters.
python diagnose.py KEY:EPS [KEY:EPS ...]   (KEY = a tables.LOADERS name)  -> stdout
Splits are the harness's (dpforest.benchmarks.datasets.split, seeds 0..S-1, S=$DIAG_SEEDS, 10)."""
import os, sys, warnings
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np, pandas as pd
import dpforest
from dpforest.inspection import export_text
from dpforest.benchmarks.datasets import split
import tables
warnings.simplefilter("ignore")
S = int(os.environ.get("DIAG_SEEDS", "10"))

VARIANTS = {
    "default": {},
    "regime=random": dict(regime="random"),
    "n_estimators=8": dict(n_estimators=8),
    "leaf_release=counts": dict(leaf_release="counts"),
    "leaf_release=label": dict(leaf_release="label"),
    "max_depth=1": dict(max_depth=1),
    "max_depth=2": dict(max_depth=2),
    "max_depth=0": dict(max_depth=0),
}
for _d in os.environ.get("DIAG_DEPTHS", "").split(","):
    if _d:
        VARIANTS[f"max_depth={_d}"] = dict(max_depth=int(_d))
for _t in os.environ.get("DIAG_TREES", "").split(","):
    if _t:
        VARIANTS[f"n_estimators={_t}"] = dict(n_estimators=int(_t))


def acc(m, X, y):
    return float(np.mean(np.asarray(m.predict(X)).astype(str) == np.asarray(y).astype(str)))


for arg in sys.argv[1:]:
    key, eps = arg.split(":"); eps = float(eps)
    ds = tables.LOADERS[key]()
    print("=" * 90, f"\n{ds.name} eps={eps}  n={len(ds.X)} p={ds.X.shape[1]} classes={ds.schema.classes}")
    print("class shares:", ds.y.value_counts(normalize=True).round(3).to_dict())
    splits = [split(ds, s) for s in range(S)]
    res = {}
    for vname, kw in VARIANTS.items():
        a, info = [], []
        for s, (Xtr, ytr, Xte, yte) in enumerate(splits):
            try:
                m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=s,
                                                progress=False, **kw).fit(Xtr, ytr)
            except Exception as e:
                a.append(np.nan); info.append(f"ERR {type(e).__name__}: {str(e)[:80]}"); continue
            a.append(acc(m, Xte, yte))
            p = pd.Series(np.asarray(m.predict(Xte)).astype(str)).value_counts()
            info.append(dict(depth=m.max_depth_, T=m.n_estimators_, regime=m.regime_,
                             leaf=m.leaf_release_, const=bool(getattr(m, "constant_", False)),
                             npred=len(p)))
            if vname == "default" and s == 0:
                maj = yte.value_counts(normalize=True).get(ytr.value_counts().idxmax())
                print(f"-- seed 0: acc={a[-1]:.3f} maj={maj:.3f} n_train={len(Xtr)} "
                      f"noisy_n={getattr(m, 'noisy_n_', float('nan')):.0f} regime={m.regime_} "
                      f"T={m.n_estimators_} depth={m.max_depth_} leaf_release={m.leaf_release_} "
                      f"leaf_share={getattr(m, 'leaf_share_', None)} pred={p.to_dict()}")
                txt = export_text(m, tree=0)
                print("   tree 0:\n   " + "\n   ".join(txt.splitlines()[:30]))
        a = np.array(a, float)
        res[vname] = a
        d0 = info[0] if isinstance(info[0], dict) else {}
        depths = sorted({i["depth"] for i in info if isinstance(i, dict)})
        const = sum(i["const"] or i["npred"] == 1 for i in info if isinstance(i, dict))
        print(f"{vname:22s} acc={np.nanmean(a):.3f}±{np.nanstd(a, ddof=1)/np.sqrt(np.isfinite(a).sum()):.3f} "
              f"depths={depths} T={d0.get('T')} regime={d0.get('regime')} leaf={d0.get('leaf')} "
              f"constant-fits={const}/{len(a)}")
    maj = np.mean([yte.value_counts(normalize=True).get(ytr.value_counts().idxmax())
                   for Xtr, ytr, Xte, yte in splits])
    print(f"majority rate over these splits: {maj:.3f}")
