"""Refit the default on the worst cells and print what it learned: python inspect_cells.py"""
import os as _os
HERE = _os.path.dirname(_os.path.abspath(__file__))
#: where run_all.sh downloads the wheels and writes results (UNSEEN_DIR)
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen")
import sys, warnings
sys.path.insert(0, HERE)
import numpy as np, pandas as pd
import dpforest
from dpforest.inspection import export_text
from dpforest.benchmarks.datasets import split
import tables
warnings.simplefilter("ignore")
CELLS = [("publication", 0.1), ("zoo", 0.1), ("german", 2.0), ("german", 0.5), ("lung", 1.0), ("kidney", 0.1),
         ("actg175", 2.0), ("airports", 2.0)]
cache = {}
for key, eps in CELLS:
    ds = cache.setdefault(key, tables.LOADERS[key]())
    print("=" * 100, f"\n{ds.name} eps={eps}: classes {ds.schema.classes}")
    for seed in range(3):
        Xtr, ytr, Xte, yte = split(ds, seed)
        m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=seed, progress=False)
        m.fit(Xtr, ytr)
        p = m.predict(Xte)
        acc = float(np.mean(np.asarray(p) == np.asarray(yte)))
        maj = yte.value_counts(normalize=True).get(ytr.value_counts().idxmax())
        vc = pd.Series(p).value_counts().to_dict()
        print(f"-- seed {seed}: acc={acc:.3f} maj={maj:.3f} n_train={len(Xtr)} noisy_n={getattr(m,'noisy_n_',None):.0f} "
              f"regime={m.regime_} T={m.n_estimators_} depth={m.max_depth_} leaf_release={m.leaf_release_} "
              f"leaf_share={getattr(m,'leaf_share_',None)} pred={vc}")
        if seed == 0:
            led = m.ledger_
            try:
                print("   ledger:", led.by_kind())
            except Exception as e:
                print("   ledger:", repr(led)[:600])
            txt = export_text(m, tree=0)
            print("   tree 0:\n   " + "\n   ".join(txt.splitlines()[:25]))
