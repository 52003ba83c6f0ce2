"""How much of batch 204's tables is the catalogue's coverage, and how close is the default to a
non-private model of its own size?  In asteroids.dat diameter and albedo are missing for 99.8 %
of the TNOs and 86 % of the centaurs but for 1-4 % of the main-belt asteroids and trojans (JPL's
sizes come mostly from infrared surveys of the inner bodies); in comets.dat M1 is missing for
99 % of the parabolic orbits (1,449 of the 1,764 are SOHO / LASCO sungrazers).  This fits, on the
grid's splits (seeds 0-9, bd.split): scikit-learn RF(100) on the harness's ordinal_imputed
encoding (as the harness's non-private reference), one decision tree of depth 3, 5 and 6 (the
depths the default picks: 3-6 on the asteroids, 3-5 on the comets, categorical_split_check.log),
and RF(100) on the columns' missing-value indicators alone; mean test accuracy ± SE.
Scikit-learn only.

    UNSEEN_DIR=/tmp/unseen204 UNSEEN_TABLES=<this folder> python3 ceiling_probe.py
"""
import os
import sys
import time

import numpy as np
from sklearn.ensemble import RandomForestClassifier
from sklearn.tree import DecisionTreeClassifier

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402
from dpforest.benchmarks.harness import encode  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
MODELS = [
    ("RF(100) as in the harness", lambda s: RandomForestClassifier(n_estimators=100, random_state=s)),
    ("one tree, depth 3", lambda s: DecisionTreeClassifier(max_depth=3, random_state=s)),
    ("one tree, depth 5", lambda s: DecisionTreeClassifier(max_depth=5, random_state=s)),
    ("one tree, depth 6", lambda s: DecisionTreeClassifier(max_depth=6, random_state=s)),
]
for name in ("kstars_asteroid_class5", "kstars_comet_class6"):
    ds = tables.load_all([name])[name]
    print(f"## {name}", flush=True)
    res = {k: [] for k, _ in MODELS}
    res["RF(100), missing indicators only"] = []
    for s in range(10):
        Xtr, ytr, Xte, yte = bd.split(ds, s)
        Etr = encode(Xtr, ds.schema, "ordinal_imputed")
        Ete = encode(Xte, ds.schema, "ordinal_imputed")
        for k, make in MODELS:
            m = make(s).fit(Etr, np.asarray(ytr))
            res[k].append(float(np.mean(m.predict(Ete) == np.asarray(yte))))
        miss = [c for c in ds.X.columns if ds.X[c].isna().any()]
        m = RandomForestClassifier(n_estimators=100, random_state=s).fit(
            Xtr[miss].isna().to_numpy(dtype=float), np.asarray(ytr))
        res["RF(100), missing indicators only"].append(
            float(np.mean(m.predict(Xte[miss].isna().to_numpy(dtype=float)) == np.asarray(yte))))
    print(f"(missing-value columns: {', '.join(miss)})")
    for k, a in res.items():
        print(f"{k:34s} {np.mean(a):.3f} ± {np.std(a, ddof=1) / np.sqrt(len(a)):.3f}", flush=True)
