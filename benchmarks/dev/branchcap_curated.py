"""Noiseless fits of the default with the branch cap off and on, on every curated table at the
four suite epsilons: SAME where every test prediction is identical.
    DPFOREST_DATA=../shared/datasets python3 benchmarks/dev/branchcap_curated.py"""
import hashlib, warnings
warnings.simplefilter("ignore")
import numpy as np
import dpforest as d
from dpforest.privacy.mechanisms import _noiseless
from dpforest.benchmarks import datasets as bd
from dpforest.benchmarks.fresh import FRESH
from dpforest.benchmarks.holdout import HOLDOUT
names = [n for n in list(bd.SUITE) + list(HOLDOUT) + list(FRESH) if n not in ("flights", "synthetic_1m")]
for nm in names:
    try:
        b = bd.load(nm)
    except Exception as e:
        print(nm, "ERR", e); continue
    Xtr, ytr, Xte, yte = bd.split(b, 0)
    for eps in (0.1, 0.5, 1.0, 2.0):
        hs = []
        for cap in (0, 1):
            d.DPForestClassifier._multiway_branch_cap = cap
            with _noiseless():
                m = d.DPForestClassifier(epsilon=eps, schema=b.schema, random_state=0, progress=False).fit(Xtr, ytr)
                p = m.predict_proba(Xte.iloc[:2000])
            hs.append(hashlib.sha1(np.round(p, 10).tobytes()).hexdigest()[:12])
        print(nm, eps, "SAME" if hs[0] == hs[1] else "DIFF", flush=True)
