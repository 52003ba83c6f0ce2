"""Why the default ranks a 1 % class poorly: AUC of the default vs its own settings (criterion='gini',
shallower max_depth) on imb99 cases, 6 splits.  python3 probe_auc_variants.py"""
import os
import sys, warnings
import numpy as np
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import StratifiedShuffleSplit
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
OUT = os.environ.get("EXTREME_SHAPES_OUT", "benchmarks/results/extreme_shapes")  # noqa: E402
from cases import CASES
from dpforest import DPForestClassifier
warnings.simplefilter("ignore")
V = {"default": {}, "criterion=gini": {"criterion": "gini"}, "max_depth=2": {"max_depth": 2},
     "max_depth=4": {"max_depth": 4}}
for name, epss in (("imb99_n5k", (0.5, 2.0)), ("imb99_n50k", (0.5, 2.0))):
    X, y, schema, _ = CASES[name]()
    for eps in epss:
        out = []
        for vn, kw in V.items():
            a = []
            for s in range(6):
                tr, te = next(StratifiedShuffleSplit(1, test_size=0.3, random_state=s).split(np.zeros(len(y)), y))
                m = DPForestClassifier(epsilon=eps, schema=schema, random_state=s, progress=False, **kw).fit(X.iloc[tr], y[tr])
                a.append(roc_auc_score(y[te], m.predict_proba(X.iloc[te])[:, 1]))
            out.append(f"{vn} {np.mean(a):.3f}±{np.std(a, ddof=1)/np.sqrt(6):.3f} (d{m.max_depth_})")
        print(f"{name} eps={eps:g}: " + " | ".join(out), flush=True)
