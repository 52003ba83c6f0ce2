"""The oracle depth probe (benchmarks/dev/variants_effn.py) on the generated fraud table:
python3 effn.py N_ROWS (3 fits a cell, ε = 0.5 / 1 / 5, a 100,000-row test table)."""
import os, sys, warnings
import numpy as np
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.dirname(HERE)]        # common / gen, and variants_effn
from common import *
from variants_effn import VARIANTS
warnings.simplefilter("ignore")
n = int(sys.argv[1])
X, y = make(n, seed=2, base_rate=-6.5); schema = schema_for(X)
Xte, yte = make(100000, seed=3, base_rate=-6.5); yte01 = (yte == "fraud").astype(int)
for eps in (0.5, 1, 5):
    for v in ("cur", "effn"):
        aucs, accs, deps = [], [], []
        for r in range(3):
            m = VARIANTS[v](eps, schema, r).fit(X, y)
            p = m.predict_proba(Xte)[:, 0]; aucs.append(metrics(yte01, p)["auc"])
            accs.append(float(np.mean(m.predict(Xte) == yte))); deps.append(m.max_depth_)
        print(n, eps, v, "auc %.3f acc %.4f depth %s" % (np.mean(aucs), np.mean(accs), deps), flush=True)
