"""Paired ROC AUC (default vs SNR vs boosting) on the 99:1 / 95:5 cases, 6 splits; plus how many
distinct scores the default gives.  python3 probe_auc.py"""
import os
import sys, warnings
import numpy as np
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import StratifiedShuffleSplit
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
OUT = os.environ.get("EXTREME_SHAPES_OUT", "benchmarks/results/extreme_shapes")  # noqa: E402
from cases import CASES
import dpforest
warnings.simplefilter("ignore")
M = {"default": dpforest.DPForestClassifier, "SNR": dpforest.SNRForestClassifier, "Boost": dpforest.DPBoostingClassifier}
for name in ("imb99_n5k", "imb99_n50k", "imb95_n50k"):
    X, y, schema, _ = CASES[name]()
    print(f"{name}: positives in training {int(0.7*y.sum())} of {int(0.7*len(y))}")
    for eps in (0.1, 0.5, 1.0, 2.0):
        auc = {k: [] for k in M}; nd = []; leaves = []
        for s in range(6):
            tr, te = next(StratifiedShuffleSplit(1, test_size=0.3, random_state=s).split(np.zeros(len(y)), y))
            for k, cls in M.items():
                m = cls(epsilon=eps, schema=schema, random_state=s, progress=False).fit(X.iloc[tr], y[tr])
                p = m.predict_proba(X.iloc[te])[:, 1]
                auc[k].append(roc_auc_score(y[te], p))
                if k == "default":
                    nd.append(len(np.unique(p.round(6)))); leaves.append(int((m.trees_[0].feature < 0).sum()))
        d = {k: np.array(v) for k, v in auc.items()}
        best = d['SNR'] if d['SNR'].mean() > d['Boost'].mean() else d['Boost']
        se = lambda a: a.std(ddof=1) / np.sqrt(len(a))
        print(f"  eps={eps:g} default {d['default'].mean():.3f}±{se(d['default']):.3f}  SNR {d['SNR'].mean():.3f}±{se(d['SNR']):.3f}"
              f"  Boost {d['Boost'].mean():.3f}±{se(d['Boost']):.3f}  default-best {(d['default']-best).mean():+.3f}±{se(d['default']-best):.3f}"
              f"  default distinct scores {nd} leaves {leaves}", flush=True)
