"""Batch 216's probe of its misses (earthlib_urban_material15: eps 0.5 on the 3-split grid,
eps 0.1 and 0.5 on the 10-split refit; the best other DP method is the SNR forest in all three):
unlucky noise draws, or a real shortfall?  On the grid's splits 0-9 (bd.split), for eps 0.1,
0.25, 0.5 and 1: the default and the SNR forest refitted with 3 fresh privacy draws per split
(the noise is not seeded by random_state), recording test accuracy, the default's depth,
number of trees and classes predicted, and the text of any warning; at eps 0.5 also the default
with max_depth fixed at its auto depth - 1 and + 1 (one draw per split).  Paired means over the
30 (split, draw) pairs.

    UNSEEN_DIR=/tmp/unseen216 UNSEEN_TABLES=<this folder> python3 miss_probe.py
"""
import os
import sys
import time
import warnings
from collections import Counter

import numpy as np

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
NAME = "earthlib_urban_material15"
ds = tables.load_all([NAME])[NAME]
EPS = (0.1, 0.25, 0.5, 1.0)
SPLITS, DRAWS = range(10), range(3)
res, texts, shapes = {}, Counter(), {}


def fit(cls, eps, s, Xtr, ytr, **kw):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        m = getattr(dpforest, cls)(epsilon=eps, schema=ds.schema, random_state=s,
                                   progress=False, **kw).fit(Xtr, ytr)
    for x in w:
        texts[(cls, eps, x.category.__name__)] += 1
    return m


for s in SPLITS:
    Xtr, ytr, Xte, yte = bd.split(ds, s)
    yte = np.asarray(yte)
    for eps in EPS:
        for d in DRAWS:
            m = fit("DPForestClassifier", eps, s, Xtr, ytr)
            pred = np.asarray(m.predict(Xte))
            a_def = float(np.mean(pred == yte))
            depth = getattr(m, "max_depth_", None)
            shapes.setdefault(eps, Counter())[(depth, getattr(m, "n_estimators_", None))] += 1
            a_snr = float(np.mean(np.asarray(fit("SNRForestClassifier", eps, s, Xtr, ytr).predict(Xte)) == yte))
            res.setdefault(eps, []).append((a_def, a_snr, len(set(pred))))
            print(f"split {s} eps {eps:<4} draw {d}: default {a_def:.3f} (depth {depth} trees "
                  f"{getattr(m, 'n_estimators_', '?')} classes {len(set(pred))}) snr {a_snr:.3f}",
                  flush=True)
            if eps == 0.5 and d == 0 and depth is not None:
                for extra in (-1, 1):
                    if depth + extra < 1:
                        continue
                    mm = fit("DPForestClassifier", eps, s, Xtr, ytr, max_depth=depth + extra)
                    acc = float(np.mean(np.asarray(mm.predict(Xte)) == yte))
                    res.setdefault(("0.5 depth", extra), []).append(acc)
                    print(f"split {s} eps 0.5 max_depth={depth + extra}: {acc:.3f}", flush=True)
print(f"\nn = {len(ds.y)}, training rows {len(Xtr)}; means over {len(SPLITS)} splits x "
      f"{len(DRAWS)} fresh draws")
for eps in EPS:
    a = np.array(res[eps])
    dlt = a[:, 0] - a[:, 1]
    n = len(a)
    print(f"eps {eps:<4} (n*eps {len(Xtr) * eps:.0f}): default {a[:, 0].mean():.3f} +- "
          f"{a[:, 0].std(ddof=1) / np.sqrt(n):.3f} (sd {a[:, 0].std(ddof=1):.3f})  snr "
          f"{a[:, 1].mean():.3f} +- {a[:, 1].std(ddof=1) / np.sqrt(n):.3f}  paired gap "
          f"{dlt.mean():+.3f} +- {dlt.std(ddof=1) / np.sqrt(n):.3f}  default ahead in "
          f"{int((dlt > 0).sum())} / behind in {int((dlt < 0).sum())}; default classes "
          f"{int(a[:, 2].min())}-{int(a[:, 2].max())}; shapes (depth, trees): "
          f"{dict(shapes[eps])}")
for extra in (-1, 1):
    v = np.array(res.get(("0.5 depth", extra), []))
    if len(v):
        print(f"eps 0.5, max_depth = auto {extra:+d}: {v.mean():.3f} +- "
              f"{v.std(ddof=1) / np.sqrt(len(v)):.3f} (n={len(v)}, one draw per split)")
for (cls, eps, cat), k in sorted(texts.items(), key=str):
    print(f"warning: {cls} eps {eps} {cat}: {k} fits")
