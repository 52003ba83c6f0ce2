"""Batch 215's probe of its one miss (both runs): lincoln16_month at eps 0.1 (n*eps 26, 12 classes).
3 splits: the default 0.067 against DP boosting's 0.103, -0.036 +- 0.034; 10 splits: 0.072 against
0.104, -0.032 +- 0.017 (paired SE 0.019); the majority rate is 0.082.  The default and DP boosting
refitted with fresh privacy draws (dpforest's noise is not seeded by random_state) on the grid's
splits:
  A. splits 0-2, 10 draws each (the grid's cell);
  B. splits 0-9, 3 draws each (the refit's splits).
Mean +- SE over all draws, the per-split means, the paired default - boosting difference over
split means, how many classes the fits predict, and the share of fits under the majority rate.

    UNSEEN_DIR=/tmp/unseen215 UNSEEN_TABLES=<this folder> python3 -W ignore probe215.py
"""
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["lincoln16_month"])["lincoln16_month"]
EPS = 0.1
for part, splits, draws in (("A", range(3), 10), ("B", range(10), 3)):
    print(f"## {part}. eps {EPS}, splits {splits.start}-{splits.stop - 1}, {draws} draws each",
          flush=True)
    out = {}
    for label, cls in (("default", dpforest.DPForestClassifier),
                       ("boosting", dpforest.DPBoostingClassifier)):
        per, allacc, ncls, maj, under = [], [], [], [], 0
        for s in splits:
            Xtr, ytr, Xte, yte = bd.split(ds, s)
            vals, cnt = np.unique(np.asarray(ytr), return_counts=True)
            m_rate = float(np.mean(np.asarray(yte) == vals[cnt.argmax()]))
            maj.append(m_rate)
            a = []
            for _ in range(draws):
                m = cls(epsilon=EPS, schema=ds.schema, random_state=s, progress=False).fit(Xtr, ytr)
                p = np.asarray(m.predict(Xte))
                acc = float(np.mean(p == np.asarray(yte)))
                a.append(acc)
                under += acc < m_rate
                ncls.append(len(set(p)))
            per.append(np.mean(a))
            allacc += a
        out[label] = np.array(per)
        print(f"{label:8s} {len(allacc)} fits: mean {np.mean(allacc):.3f} ± "
              f"{np.std(allacc, ddof=1) / np.sqrt(len(allacc)):.3f}, sd of one fit "
              f"{np.std(allacc, ddof=1):.3f}; per-split means "
              f"{', '.join(f'{v:.3f}' for v in per)}; classes predicted "
              f"{dict(zip(*np.unique(ncls, return_counts=True)))}; under the majority rate "
              f"{under}/{len(allacc)}; majority {np.mean(maj):.3f}", flush=True)
    d = out["default"] - out["boosting"]
    print(f"default - boosting, paired over {len(d)} split means: {d.mean():+.3f} ± "
          f"{d.std(ddof=1) / np.sqrt(len(d)):.3f}", flush=True)
