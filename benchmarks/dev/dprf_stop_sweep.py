"""DPRF on Mushroom with and without its noisy stopping test (``stop_factor``), under the
sound accounting (t = 100 trees, each fit's ledger = ε): which of the reconstruction's
choices holds the forest at the majority rate.  Prints mean ± sd over 3 stratified 70/30
splits.  ``DPFOREST_DATA=/work/shared/datasets python3 benchmarks/dev/dprf_stop_sweep.py``"""
import warnings

import numpy as np
from sklearn.model_selection import train_test_split

from dpforest import DPRFClassifier
from dpforest.datasets import load_mushroom

warnings.simplefilter("ignore")
ds = load_mushroom()


def accuracy(eps, depth, stop, seed):
    Xtr, Xte, ytr, yte = train_test_split(ds.X, ds.y, test_size=0.3, random_state=seed,
                                          stratify=ds.y)
    kw = {} if stop else dict(stop_factor=None)
    model = DPRFClassifier(eps, ds.schema, n_estimators=100, max_depth=depth,
                           random_state=seed, progress=False, **kw).fit(Xtr, ytr)
    assert abs(model.ledger_.epsilon - eps) < 1e-9
    return model.score(Xte, yte)


for stop in (True, False):
    for eps in (0.1, 0.5, 1, 2):
        a = [accuracy(eps, 5, stop, r) for r in range(3)]
        print(f"stop_factor={'default' if stop else 'None':7} t=100 d=5 eps={eps:<4} "
              f"accuracy {np.mean(a):.3f} ± {np.std(a, ddof=1):.3f}", flush=True)
