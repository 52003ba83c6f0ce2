"""Batch 218's probe of where baseball_league's signal comes from (no cell missed; this is a
caveat check).  Which columns are missing in a batting line depends on the league and year in
which the line was recorded (e.g. caught stealing: missing in the AL 1901-1919 but in the NL up
to 1950), so the pattern of missing columns alone says a lot about the league.  This probe:
  A. on the grid's splits 0-2 of the full table, the default (3 fresh draws per split and eps)
     scored separately on test lines with every column present and with some missing;
  B. the lines with every column present (AL / NL only, 14,165 lines: all but 54 from 1955-2007;
     one 2004 line lacks hbp) as a table of
     their own (same columns, bounds by convention over the subset): majority, the non-private
     forest (100 trees) and the default (3 draws per split and eps) on 3 stratified splits.
Run from the export with UNSEEN_DIR=/tmp/unseen218 UNSEEN_TABLES=<this folder>.
"""
import os
import sys
import time
import warnings

import numpy as np
from sklearn.ensemble import RandomForestClassifier

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402
from dpforest.benchmarks import harness  # noqa: E402

warnings.simplefilter("ignore")
print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["baseball_league"])["baseball_league"]
full = ~ds.X.isna().any(axis=1).to_numpy()
print(f"lines with every column present: {full.sum()} of {len(full)}; their leagues "
      f"{ds.y[full].value_counts().to_dict()}", flush=True)

print("## A. the default on the full table, test lines with / without missing columns", flush=True)
for eps in (0.1, 0.5, 1.0, 2.0):
    acc_c, acc_m, maj_c, maj_m = [], [], [], []
    for s in range(3):
        Xtr, ytr, Xte, yte = bd.split(ds, s)
        yte = np.asarray(yte)
        comp = ~Xte.isna().any(axis=1).to_numpy()
        vals, cnt = np.unique(np.asarray(ytr), return_counts=True)
        top = vals[cnt.argmax()]
        maj_c.append(np.mean(yte[comp] == top))
        maj_m.append(np.mean(yte[~comp] == top))
        for _ in range(3):
            m = harness.METHODS["default"].factory(eps, ds.schema, s)
            m.fit(Xtr, ytr)
            p = np.asarray(m.predict(Xte))
            acc_c.append(np.mean(p[comp] == yte[comp]))
            acc_m.append(np.mean(p[~comp] == yte[~comp]))
    print(f"eps {eps}: complete test lines {np.mean(acc_c):.3f} ± "
          f"{np.std(acc_c, ddof=1) / np.sqrt(len(acc_c)):.3f} (majority class {np.mean(maj_c):.3f}); "
          f"lines with missing columns {np.mean(acc_m):.3f} ± "
          f"{np.std(acc_m, ddof=1) / np.sqrt(len(acc_m)):.3f} (majority class {np.mean(maj_m):.3f})",
          flush=True)

print("## B. the complete lines (AL / NL; all but 54 from 1955-2007) as a table of their own", flush=True)
sub = tables._finish("baseball_complete", ds.X[full].copy(), ds.y[full].copy(),
                     source="subset", what="complete lines")
print(f"n {len(sub.y)}; classes {sub.y.value_counts().to_dict()}", flush=True)
rf, maj = [], []
for s in range(3):
    Xtr, ytr, Xte, yte = bd.split(sub, s)
    vals, cnt = np.unique(np.asarray(ytr), return_counts=True)
    maj.append(np.mean(np.asarray(yte) == vals[cnt.argmax()]))
    f = RandomForestClassifier(100, random_state=s, n_jobs=1).fit(Xtr, ytr)
    rf.append(f.score(Xte, yte))
print(f"majority {np.mean(maj):.3f}; non-private forest {np.mean(rf):.3f} "
      f"({', '.join(f'{v:.3f}' for v in rf)})", flush=True)
for eps in (0.1, 0.5, 1.0, 2.0):
    acc = []
    for s in range(3):
        Xtr, ytr, Xte, yte = bd.split(sub, s)
        for _ in range(3):
            m = harness.METHODS["default"].factory(eps, sub.schema, s)
            m.fit(Xtr, ytr)
            acc.append(np.mean(np.asarray(m.predict(Xte)) == np.asarray(yte)))
    print(f"eps {eps}: default {np.mean(acc):.3f} ± {np.std(acc, ddof=1) / np.sqrt(len(acc)):.3f} "
          f"(9 fits)", flush=True)
