"""Noiseless predict_proba hashes of every estimator on five suite sets at ε 0.5 and 4
(development tool): run it on two trees and diff the outputs to show a change left every fit as
it was.  Test-only noiseless mode: the models fitted here are NOT private.

    PYTHONPATH=<tree>/src DPFOREST_DATA=../shared/datasets python3 benchmarks/dev/noiseless_hashes.py > h.txt
"""
import hashlib, sys, warnings
warnings.simplefilter("ignore")
import numpy as np
import dpforest as d
from dpforest.privacy.mechanisms import _noiseless
from dpforest.benchmarks import datasets as bd
from sklearn.model_selection import train_test_split
names = ["DPForestClassifier","RFDPOOBClassifier","OOBBudgetForestClassifier","DPRFClassifier","SNRForestClassifier",
         "DiffPRFsClassifier","CRFsDPClassifier","PrivateRDTClassifier","DPBoostingClassifier"]
for ds in ["iris","titanic","chile","mushroom","digits"]:
    b = bd.load(ds)
    X, y = b.X, b.y
    for eps in (0.5, 4.0):
        for nm in names:
            kw = dict(random_state=0, progress=False) 
            est = getattr(d, nm)(epsilon=eps, schema=b.schema, **kw)
            if hasattr(est, "n_estimators") and nm not in ("DPForestClassifier",):
                try: est.set_params(n_estimators=5)
                except Exception: pass
            with _noiseless():
                est.fit(X, y)
                p = est.predict_proba(X.iloc[:300])
            print(ds, eps, nm, hashlib.sha1(np.round(p, 10).tobytes()).hexdigest()[:12])
