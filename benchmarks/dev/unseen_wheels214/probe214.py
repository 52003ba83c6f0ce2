"""Batch 214's probe of its closest cell (no cell missed): ifct_food_group13 at eps 0.1 (n*eps 35,
13 classes).  On the 10-split refit the default is 0.154 +- 0.018 against the SNR forest's 0.166
(-0.0125 +- 0.028, within one SE) and under the majority rate 0.184; on the grid it is +0.004.
The default and the SNR forest refitted with fresh privacy draws (dpforest's noise is not seeded
by random_state) on the same splits:
  A. splits 0-2, 10 draws each (the grid's cell);
  B. splits 0-9, 3 draws each (the refit's splits).
Mean +- SE over all draws, the per-split means, the paired default - SNR difference over split
means, and how many classes the fits predict.  (Batch 213's probe213.py, table changed.)

    UNSEEN_DIR=/tmp/unseen214 UNSEEN_TABLES=<this folder> python3 -W ignore probe214.py
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
ds = tables.load_all(["ifct_food_group13"])["ifct_food_group13"]
EPS = 0.1
for part, splits, draws in (("A", range(3), 10), ("B", range(10), 3)):
    print(f"## {part}. eps {EPS}, splits {splits.start}-{splits.stop - 1}, {draws} draws each",
          flush=True)
    out = {}
    for label, cls in (("default", dpforest.DPForestClassifier),
                       ("snr", dpforest.SNRForestClassifier)):
        per, allacc, ncls, maj = [], [], [], []
        for s in splits:
            Xtr, ytr, Xte, yte = bd.split(ds, s)
            a = []
            for _ in range(draws):
                m = cls(epsilon=EPS, schema=ds.schema, random_state=s, progress=False).fit(Xtr, ytr)
                p = np.asarray(m.predict(Xte))
                a.append(float(np.mean(p == np.asarray(yte))))
                ncls.append(len(set(p)))
            per.append(np.mean(a))
            allacc += a
            vals, cnt = np.unique(np.asarray(ytr), return_counts=True)
            maj.append(float(np.mean(np.asarray(yte) == vals[cnt.argmax()])))
        out[label] = np.array(per)
        print(f"{label:8s} {len(allacc)} fits: mean {np.mean(allacc):.3f} ± "
              f"{np.std(allacc, ddof=1) / np.sqrt(len(allacc)):.3f}, sd of one fit "
              f"{np.std(allacc, ddof=1):.3f}; per-split means "
              f"{', '.join(f'{v:.3f}' for v in per)}; classes predicted "
              f"{dict(zip(*np.unique(ncls, return_counts=True)))}; majority {np.mean(maj):.3f}",
              flush=True)
    d = out["default"] - out["snr"]
    print(f"default - snr, paired over {len(d)} split means: {d.mean():+.3f} ± "
          f"{d.std(ddof=1) / np.sqrt(len(d)):.3f}", flush=True)
